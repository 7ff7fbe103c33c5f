// EXPECT: ok
// COMPARE: java
// TreeMap/TreeSet navigation: floor/ceiling/higher/lower (keys and entries), first/last/pollFirst, headMap/
// tailMap/subMap views (inclusive flags, live updates), descendingMap/descendingSet, and a comparator-ordered TreeMap.
import java.util.*;

public class TreeMapNav {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int k : new int[] {50, 20, 80, 10, 30, 70, 90, 60, 40}) {
            tm.put(k, "v" + k);
        }
        System.out.println("map=" + tm);
        for (int q : new int[] {5, 10, 35, 50, 95}) {
            System.out.println("q=" + q + " floor=" + tm.floorKey(q) + " ceiling=" + tm.ceilingKey(q) + " lower=" + tm.lowerKey(q)
                + " higher=" + tm.higherKey(q));
        }
        System.out.println("firstEntry=" + tm.firstEntry() + " lastEntry=" + tm.lastEntry() + " floorEntry(55)=" + tm.floorEntry(55)
            + " ceilingEntry(55)=" + tm.ceilingEntry(55));
        System.out.println("headMap(40)=" + tm.headMap(40) + " headMap(40,true)=" + tm.headMap(40, true));
        System.out.println("tailMap(70)=" + tm.tailMap(70) + " tailMap(70,false)=" + tm.tailMap(70, false));
        SortedMap<Integer, String> sub = tm.subMap(25, 65);
        System.out.println("subMap(25,65)=" + sub + " subMap(20,true,60,true)=" + tm.subMap(20, true, 60, true));
        tm.put(33, "v33");
        sub.remove(50);
        System.out.println("live view after put(33)/remove(50): sub=" + sub + " map has 50? " + tm.containsKey(50));
        try {
            sub.put(99, "out of range");
        } catch (IllegalArgumentException e) {
            System.out.println("put outside subMap: " + e.getMessage());
        }
        System.out.println("descendingMap=" + tm.descendingMap() + " descendingKeySet first=" + tm.descendingKeySet().first());
        System.out.println("pollFirst=" + tm.pollFirstEntry() + " pollLast=" + tm.pollLastEntry() + " -> " + tm.keySet());
        System.out.println("navigableKeySet headSet(40)=" + tm.navigableKeySet().headSet(40) + " firstKey=" + tm.firstKey() + " lastKey=" + tm.lastKey());

        TreeSet<String> ts = new TreeSet<>(List.of("pear", "apple", "fig", "banana", "cherry", "date", "elderberry"));
        System.out.println("set=" + ts + " ceiling(c)=" + ts.ceiling("c") + " floor(c)=" + ts.floor("c") + " higher(date)=" + ts.higher("date")
            + " lower(apple)=" + ts.lower("apple"));
        System.out.println("subSet(b,e)=" + ts.subSet("b", "e") + " headSet(cherry,true)=" + ts.headSet("cherry", true) + " tailSet(fig)="
            + ts.tailSet("fig") + " descending=" + ts.descendingSet());
        System.out.println("pollFirst=" + ts.pollFirst() + " pollLast=" + ts.pollLast() + " size=" + ts.size());

        TreeMap<String, Integer> byLen = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        for (String s : ts) byLen.put(s, s.length());
        byLen.put("kiwi", 4);
        System.out.println("comparator order: " + byLen + " comparator != null: " + (byLen.comparator() != null));
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Hello", 1);
        ci.put("HELLO", 2);
        ci.put("world", 3);
        System.out.println("case-insensitive keys merge: " + ci + " get(hello)=" + ci.get("hello"));

        // interval lookup: grade boundaries
        TreeMap<Integer, Character> grades = new TreeMap<>(Map.of(0, 'F', 60, 'D', 70, 'C', 80, 'B', 90, 'A'));
        StringBuilder sb = new StringBuilder();
        for (int score : new int[] {59, 60, 75, 89, 90, 100, 3}) {
            sb.append(score).append('=').append(grades.floorEntry(score).getValue()).append(' ');
        }
        System.out.println("grades: " + sb.toString().trim());
        try {
            new TreeMap<String, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("TreeMap rejects null key");
        }
        try {
            new TreeMap<Integer, Integer>().firstKey();
        } catch (NoSuchElementException e) {
            System.out.println("firstKey of empty map: NoSuchElementException");
        }
        System.out.println("empty firstEntry=" + new TreeMap<Integer, Integer>().firstEntry());
    }
}
