// EXPECT: race, assertion, warning
// MODES: all
// Stage 1 raises its plain ready1 flag BEFORE writing data1 (BUG), so stage 2
// can see ready1 and read the stale data1 = 0; it then publishes result = 1 and
// main (after joining) finds result != 43. Failing order: s1: ready1=true |
// s2: sees ready1, reads data1=0, result=1, ready2=true | s1: data1=42.
public class TwoStagePipeline {
    static int data1; // plain: written by stage1, read by stage2 without a lock
    static boolean ready1;
    static int result; // written by stage2 only, read by main after join
    static boolean ready2;

    public static void main(String[] args) throws InterruptedException {
        Thread stage1 = new Thread(() -> {
            ready1 = true; // BUG: the flag is raised before the data is written
            data1 = 42;
        }, "stage1");
        Thread stage2 = new Thread(() -> {
            for (int spins = 0; !ready1 && spins < 5; spins++) {
                Thread.yield();
            }
            if (ready1) {
                int d = data1;
                result = d + 1;
                ready2 = true;
            }
        }, "stage2");
        stage1.start();
        stage2.start();
        stage1.join();
        stage2.join();
        if (ready2) {
            assert result == 43 : "stage2 used stale data: result=" + result;
            System.out.println("result " + result);
        } else {
            System.out.println("stage2 gave up");
        }
    }
}
