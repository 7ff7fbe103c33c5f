// EXPECT: annotation
// RUN: java
// EXIT: 0
// Cell and Mirror both have method granularity
// (MethodGranularityNeighbour.annotations). A call of Mirror.copyTo hands
// a cell to Cell's static poke, which writes the cell's field directly:
// the cell's state is changed inside a call on the mirror, outside the
// cell's own calls (encapsulation). No instance method touches another
// object's fields and only Cell's own code touches its field, so the
// bytecode does not show it; the search reports it.
public class MethodGranularityNeighbour {
    static final class Cell {
        private int value;

        synchronized void set(int v) {
            value = v;
        }

        synchronized int get() {
            return value;
        }

        static void poke(Cell c, int v) {
            c.value = v;
        }
    }

    static final class Mirror {
        private int copies;

        synchronized void copyTo(Cell c, int v) {
            copies++;
            Cell.poke(c, v);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Cell c = new Cell();
        Mirror m = new Mirror();
        Thread t = new Thread(() -> m.copyTo(c, 1));
        t.start();
        c.set(2);
        t.join();
        System.out.println(c.get() > 0);
    }
}
