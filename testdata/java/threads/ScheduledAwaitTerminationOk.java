// EXPECT: ok
// RUN: java-timed
// A scheduled executor's task of 20 ms runs and the pool terminates long
// before main's awaitTermination of 5 s times out, as on a JVM: under
// `jcheck run` the clock goes on as the threads compute, so the worker's
// run of the task (its first println loads and links classes: tens of
// thousands of instructions) does not make main's 5 s pass. (The search
// lets the timed wait end only once it is due, after the task; with
// --timeouts=any it may end first, with no error either way.)
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

public class ScheduledAwaitTerminationOk {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ex = Executors.newSingleThreadScheduledExecutor();
        ex.schedule(() -> System.out.println("task ran"), 20, TimeUnit.MILLISECONDS);
        ex.shutdown();
        System.out.println("terminated=" + ex.awaitTermination(5, TimeUnit.SECONDS));
    }
}
