// EXPECT: ok
// COMPARE: java
// Fail-fast iterators and immutable collections: ConcurrentModificationException caught (for-each + remove,
// map iteration + put), safe Iterator.remove, List.of/Set.of/Map.of rejecting mutation, nulls and duplicates.
import java.util.*;

public class ImmutableAndCme {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
        try {
            for (Integer x : list) {
                if (x == 2) {
                    list.remove(x);
                }
            }
            System.out.println("no exception?");
        } catch (ConcurrentModificationException e) {
            System.out.println("for-each remove: ConcurrentModificationException, list now " + list);
        }
        List<Integer> quirk = new ArrayList<>(List.of(1, 2, 3));
        for (Integer x : quirk) {
            if (x == 2) {
                quirk.remove(x);        // removing the second-to-last element ends the loop silently
            }
        }
        System.out.println("second-to-last removal quirk: " + quirk);
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 1) {
                it.remove();
            }
        }
        System.out.println("Iterator.remove odds: " + list);
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("second remove without next: IllegalStateException");
        }
        Map<String, Integer> map = new HashMap<>(Map.of("a", 1, "b", 2, "c", 3));
        try {
            for (String k : map.keySet()) {
                map.put(k + k, 0);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("map put during iteration: ConcurrentModificationException");
        }
        map.entrySet().removeIf(e -> e.getValue() == 0);
        System.out.println("map cleaned: " + new TreeMap<>(map));
        try {
            List<String> ll = new LinkedList<>(List.of("x", "y", "z"));
            for (String s : ll) {
                ll.add("w");
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("LinkedList add during iteration: ConcurrentModificationException");
        }

        List<Integer> imm = List.of(1, 2, 3);
        Set<String> immSet = Set.of("only");
        Map<String, Integer> immMap = Map.of("k", 1);
        String[] attempts = {"List.add", "List.set", "List.remove", "List.sort", "Set.add", "Map.put", "Map.remove", "Map.merge",
            "List.of(null)", "Set.of dup", "Map.of dup", "List.copyOf null", "Map.ofEntries null value", "List.of contains(null)"};
        for (String a : attempts) {
            try {
                switch (a) {
                    case "List.add" -> imm.add(4);
                    case "List.set" -> imm.set(0, 9);
                    case "List.remove" -> imm.remove(0);
                    case "List.sort" -> imm.sort(null);
                    case "Set.add" -> immSet.add("x");
                    case "Map.put" -> immMap.put("z", 2);
                    case "Map.remove" -> immMap.remove("k");
                    case "Map.merge" -> immMap.merge("k", 1, Integer::sum);
                    case "List.of(null)" -> List.of("a", null);
                    case "Set.of dup" -> Set.of("a", "a");
                    case "Map.of dup" -> Map.of("a", 1, "a", 2);
                    case "List.copyOf null" -> List.copyOf(Arrays.asList("a", null));
                    case "Map.ofEntries null value" -> Map.ofEntries(Map.entry("a", null));
                    default -> imm.contains(null);
                }
                System.out.println(a + ": no exception");
            } catch (UnsupportedOperationException e) {
                System.out.println(a + ": UnsupportedOperationException " + e.getMessage());
            } catch (IllegalArgumentException e) {
                System.out.println(a + ": IllegalArgumentException " + e.getMessage());
            } catch (NullPointerException e) {
                System.out.println(a + ": NullPointerException");
            }
        }
        System.out.println("immutable contents: " + imm + " " + immSet + " " + immMap + " indexOf(2)=" + imm.indexOf(2));
        List<Integer> copy = new ArrayList<>(imm);
        copy.add(4);
        System.out.println("mutable copy: " + copy + " List.copyOf is same instance: " + (List.copyOf(imm) == imm));
    }
}
