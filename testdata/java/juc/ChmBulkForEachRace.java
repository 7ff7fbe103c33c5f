// EXPECT: race
// ConcurrentHashMap.forEach with a parallelism threshold of 1 runs its
// action on fork/join tasks of the common pool as well as in main: the
// action increments a plain static int, which the worker and main race
// on (java usually prints 3 all the same).
import java.util.concurrent.ConcurrentHashMap;

public class ChmBulkForEachRace {
    static int visited;

    public static void main(String[] args) {
        ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
        // Keys in different quarters of the table of 16 bins, so that the
        // forked subtasks get entries to visit.
        m.put(1, 1);
        m.put(9, 2);
        m.put(13, 3);
        m.forEach(1, (k, v) -> visited++);
        System.out.println("visited = " + visited);
    }
}
