// EXPECT: ok
// EXIT: 0
// RUN: java
// CHECK: skip: each map call is one operation and calls on keys in different bins commute, but the merges of "the" by all three threads, the three computes of the marker and the words whose keys share a bin (hash modulo 16) still have millions of orders, each seen in the counts or the maps' iteration order; the search does not end within 60 s
// java.util.concurrent.ConcurrentHashMap: three threads count words with
// merge, compute and putIfAbsent; main prints the counts sorted by key
// (reduceValues runs sequentially: no ForkJoin common pool). main fills
// ts after the first worker has started, but the workers read only
// ts.length, which never changes: correct.
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

public class ConcurrentMapCount {
    public static void main(String[] args) throws InterruptedException {
        String text = "the quick brown fox jumps over the lazy dog and the dog sleeps while the fox runs";
        String[] words = text.split(" ");
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        ConcurrentHashMap<Character, LongAdder> letters = new ConcurrentHashMap<>();
        ConcurrentHashMap<Integer, String> firstOfLength = new ConcurrentHashMap<>();
        Thread[] ts = new Thread[3];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = id; i < words.length; i += ts.length) {
                    String w = words[i];
                    counts.merge(w, 1, Integer::sum);
                    letters.computeIfAbsent(w.charAt(0), k -> new LongAdder()).increment();
                    firstOfLength.putIfAbsent(w.length(), "len" + w.length());
                }
                // Everyone also counts a shared marker word.
                counts.compute("*marker*", (k, v) -> v == null ? 1 : v + 1);
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("words: " + new TreeMap<>(counts));
        Map<Character, Long> sortedLetters = new TreeMap<>();
        letters.forEach((k, v) -> sortedLetters.put(k, v.sum()));
        System.out.println("first letters: " + sortedLetters);
        System.out.println("lengths: " + new TreeMap<>(firstOfLength));
        int sum = counts.reduceValues(Long.MAX_VALUE, Integer::sum);
        System.out.println("sum of counts: " + sum + ", size " + counts.size());
    }
}
