// EXPECT: warning
// EXIT: 0
// RUN: java
// Fan-out/fan-in: four workers each sum a slice of an array into their own
// slot; main joins them all, then combines the partial results.
// Warning, LD' violation that is not a data race: each Summer thread writes its own sum and max fields without
// a lock, and main reads them after join.
public class FanOutFanIn {
    static final int WORKERS = 4;

    static class Summer extends Thread {
        final int[] data;
        final int from, to;
        long sum;
        int max = Integer.MIN_VALUE;

        Summer(int[] data, int from, int to) {
            this.data = data;
            this.from = from;
            this.to = to;
        }

        @Override
        public void run() {
            for (int i = from; i < to; i++) {
                sum += data[i];
                if (data[i] > max) {
                    max = data[i];
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] data = new int[1000];
        for (int i = 0; i < data.length; i++) {
            data[i] = (i * 37 + 11) % 101;
        }
        Summer[] workers = new Summer[WORKERS];
        int chunk = data.length / WORKERS;
        for (int w = 0; w < WORKERS; w++) {
            int to = w == WORKERS - 1 ? data.length : (w + 1) * chunk;
            workers[w] = new Summer(data, w * chunk, to);
            workers[w].start();
        }
        long total = 0;
        int max = Integer.MIN_VALUE;
        for (int w = 0; w < WORKERS; w++) {
            workers[w].join();
            System.out.println("worker " + w + " [" + workers[w].from + "," + workers[w].to
                    + ") sum=" + workers[w].sum + " max=" + workers[w].max);
            total += workers[w].sum;
            max = Math.max(max, workers[w].max);
        }
        long check = 0;
        for (int x : data) {
            check += x;
        }
        System.out.println("total=" + total + " max=" + max + " sequential=" + check);
        System.out.println(total == check ? "fan-in ok" : "MISMATCH");

        // Second round with lambdas writing into a shared results array.
        long[] squares = new long[WORKERS];
        Thread[] ts = new Thread[WORKERS];
        for (int w = 0; w < WORKERS; w++) {
            final int id = w;
            ts[w] = new Thread(() -> {
                long s = 0;
                for (int i = id; i < data.length; i += WORKERS) {
                    s += (long) data[i] * data[i];
                }
                squares[id] = s;
            });
            ts[w].start();
        }
        long sumSq = 0;
        for (int w = 0; w < WORKERS; w++) {
            ts[w].join();
            sumSq += squares[w];
        }
        System.out.println("sum of squares=" + sumSq);
    }
}
