// EXPECT: warning
// COMPARE: java
// JDK: 21
// Virtual threads: Thread.ofVirtual().name(..).start, Thread.startVirtualThread
// and Executors.newVirtualThreadPerTaskExecutor; each is a virtual thread
// (isVirtual, currentThread is the virtual thread, its name, daemon, state
// after join), and synchronized, ReentrantLock and join work between them.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.locks.ReentrantLock;

public class VirtualThreads {
    static int shared;

    public static void main(String[] args) throws Exception {
        Thread named = Thread.ofVirtual().name("v1").start(() -> {
            Thread me = Thread.currentThread();
            synchronized (VirtualThreads.class) {
                shared++;
            }
            System.out.println("in " + me.getName() + " virtual " + me.isVirtual() + " daemon " + me.isDaemon());
        });
        named.join();
        System.out.println(named.getName() + " " + named.getState() + " alive " + named.isAlive());

        ReentrantLock lock = new ReentrantLock();
        Thread anonymous = Thread.startVirtualThread(() -> {
            lock.lock();
            try {
                shared++;
            } finally {
                lock.unlock();
            }
        });
        anonymous.join();
        System.out.println("unnamed \"" + anonymous.getName() + "\" virtual " + anonymous.isVirtual());

        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<String> f = pool.submit(() -> "task on virtual " + Thread.currentThread().isVirtual());
            System.out.println(f.get());
        }
        System.out.println("shared " + shared + ", main virtual " + Thread.currentThread().isVirtual());
    }
}
