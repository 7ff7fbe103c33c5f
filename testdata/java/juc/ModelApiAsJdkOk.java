// EXPECT: ok
// COMPARE: java
// The classes jcheck models (java.util.concurrent's executors, futures,
// fork/join framework, Exchanger, Phaser, LinkedBlockingQueue,
// LinkedTransferQueue, SynchronousQueue, StampedLock)
// as reflection sees them on the program's JDK: each public method with
// its return and parameter types and modifiers, the public and protected
// constructors, the protected methods and the interfaces, as java lists
// them. The models are written against the newest JDK: on JDK 17
// reflection must not find ForkJoinPool.setParallelism or close (JDK 19),
// CompletableFuture.resultNow (JDK 19) or the scheduling methods (JDK
// 25), nor see ForkJoinTask.adaptInterruptible (private in JDK 17) as
// public. (The modifiers are printed without synchronized and native,
// which the models use for their own ends.)
import java.lang.reflect.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.StampedLock;

public class ModelApiAsJdkOk {
    static void show(Class<?> c) {
        List<String> lines = new ArrayList<>();
        for (Method m : c.getMethods()) {
            lines.add("  method " + m.getReturnType().getName() + " " + m.getName() + Arrays.toString(m.getParameterTypes()) + " " + Modifier.toString(m.getModifiers() & ~(Modifier.SYNCHRONIZED | Modifier.NATIVE)));
        }
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            if (Modifier.isPublic(k.getModifiers()) || Modifier.isProtected(k.getModifiers())) {
                lines.add("  constructor " + Arrays.toString(k.getParameterTypes()) + " " + Modifier.toString(k.getModifiers()));
            }
        }
        for (Method m : c.getDeclaredMethods()) {
            if (Modifier.isProtected(m.getModifiers())) {
                lines.add("  protected " + m.getName() + Arrays.toString(m.getParameterTypes()));
            }
        }
        Collections.sort(lines);
        System.out.println(c.getName() + " extends " + c.getSuperclass() + " implements " + Arrays.toString(c.getInterfaces()) + ": " + lines.size());
        for (String l : lines) System.out.println(l);
    }
    public static void main(String[] args) {
        Class<?>[] cs = {CompletableFuture.class, CountedCompleter.class, Exchanger.class, ForkJoinPool.class, ForkJoinTask.class,
            ForkJoinWorkerThread.class, FutureTask.class, LinkedBlockingQueue.class, LinkedTransferQueue.class, Phaser.class, RecursiveAction.class, RecursiveTask.class,
            SynchronousQueue.class, ThreadPoolExecutor.class, StampedLock.class};
        for (Class<?> c : cs) show(c);
    }
}
