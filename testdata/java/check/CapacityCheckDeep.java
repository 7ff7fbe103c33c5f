// EXPECT: assertion
// An atomicity bug that needs a specific interleaving late in the run: two
// threads reserve seats in a hall of 5, three each, checking for a free seat
// and taking it in separate synchronized blocks; only when both check while
// exactly one seat is left (after four reservations) is the hall overbooked.
public class CapacityCheckDeep {
    static final int SEATS = 5;
    private int taken; // guarded by this

    synchronized boolean hasFreeSeat() {
        return taken < SEATS;
    }

    synchronized void takeSeat() {
        taken++;
        assert taken <= SEATS : "overbooked: " + taken + " seats taken";
    }

    synchronized int taken() {
        return taken;
    }

    public static void main(String[] args) throws InterruptedException {
        CapacityCheckDeep hall = new CapacityCheckDeep();
        Runnable agent = () -> {
            for (int i = 0; i < 3; i++) {
                if (hall.hasFreeSeat()) { // BUG: check and act not atomic
                    hall.takeSeat();
                }
            }
        };
        Thread a = new Thread(agent, "agent-a");
        Thread b = new Thread(agent, "agent-b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("taken " + hall.taken());
    }
}
