// EXPECT: warning
// EXIT: 0
// RUN: java
// Thread names and ids: automatic "Thread-N" names, names given to the
// constructor and by setName, Thread.currentThread() inside run, isAlive
// before start and after join, getState NEW and TERMINATED, id order.
// Warning, LD' violation that is not a data race: the threads write seen[] without a lock and main reads it
// after join.
public class ThreadNamesIds {
    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        System.out.println("main: " + main.getName() + " id=" + main.getId() + " alive=" + main.isAlive()
                + " daemon=" + main.isDaemon());
        String[] seen = new String[4];
        Thread a = new Thread(() -> seen[0] = Thread.currentThread().getName());
        Thread b = new Thread(() -> seen[1] = Thread.currentThread().getName());
        Thread c = new Thread(() -> seen[2] = Thread.currentThread().getName(), "worker-c");
        Thread d = new Thread(() -> {
            Thread me = Thread.currentThread();
            me.setName("renamed-by-itself");
            seen[3] = me.getName();
        });
        System.out.println("auto names: " + a.getName() + ", " + b.getName() + ", " + c.getName() + ", " + d.getName());
        b.setName("renamed-b");
        System.out.println("ids increase: " + (a.getId() < b.getId() && b.getId() < c.getId() && c.getId() < d.getId()));
        System.out.println("ids distinct from main: " + (a.getId() != main.getId()));
        System.out.println("before start: alive=" + a.isAlive() + " state=" + a.getState());
        Thread[] all = {a, b, c, d};
        for (Thread t : all) {
            t.start();
        }
        for (Thread t : all) {
            t.join();
        }
        for (int i = 0; i < all.length; i++) {
            System.out.println("thread saw name " + seen[i] + ", now " + all[i].getName()
                    + " alive=" + all[i].isAlive() + " state=" + all[i].getState());
        }
        Thread e = new Thread(() -> { });
        System.out.println("next auto name: " + e.getName());
        System.out.println("toString: " + c);
        Thread[] identity = new Thread[1];
        Thread f = new Thread() {
            @Override
            public void run() {
                identity[0] = Thread.currentThread();
            }
        };
        f.start();
        f.join();
        System.out.println("currentThread()==this in subclass: " + (identity[0] == f));
        System.out.println("main still current: " + (Thread.currentThread() == main));
        main.setName("main-renamed");
        System.out.println("main now: " + Thread.currentThread().getName());
    }
}
