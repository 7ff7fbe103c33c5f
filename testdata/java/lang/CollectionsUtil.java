// EXPECT: ok
// COMPARE: java
// java.util.Collections helpers: sort/reverse/shuffle(new Random(42))/swap/rotate/fill/nCopies/frequency/
// max/min/binarySearch/disjoint, unmodifiable and singleton wrappers throwing UnsupportedOperationException, Random(seed) values.
import java.util.*;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>();
        for (int i = 1; i <= 12; i++) nums.add(i);
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffle(Random(42)): " + nums);
        Collections.sort(nums);
        System.out.println("sorted: " + nums + " binarySearch(7)=" + Collections.binarySearch(nums, 7) + " binarySearch(13)="
            + Collections.binarySearch(nums, 13));
        Collections.reverse(nums);
        System.out.println("reversed: " + nums);
        Collections.swap(nums, 0, 11);
        Collections.rotate(nums, 3);
        System.out.println("swap+rotate(3): " + nums);
        Collections.rotate(nums, -5);
        System.out.println("rotate(-5): " + nums);
        System.out.println("max=" + Collections.max(nums) + " min=" + Collections.min(nums) + " max by last digit="
            + Collections.max(nums, Comparator.comparing(i -> i % 10)));
        List<String> letters = new ArrayList<>(Arrays.asList("b", "a", "c", "a", "b", "a"));
        System.out.println("frequency(a)=" + Collections.frequency(letters, "a") + " disjoint=" + Collections.disjoint(letters, List.of("x", "y"))
            + " nCopies=" + Collections.nCopies(3, "ab") + " indexOfSubList=" + Collections.indexOfSubList(letters, List.of("a", "b")));
        Collections.fill(letters, "z");
        System.out.println("fill: " + letters);
        Collections.addAll(letters, "q", "r");
        System.out.println("addAll: " + letters + " emptyList=" + Collections.emptyList() + " singletonMap=" + Collections.singletonMap("k", 1));

        List<Integer> ro = Collections.unmodifiableList(nums);
        try {
            ro.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiableList.add -> UnsupportedOperationException");
        }
        nums.set(0, 1000);
        System.out.println("unmodifiable view reflects backing list: " + ro.get(0));
        try {
            Collections.singletonList("x").set(0, "y");
        } catch (UnsupportedOperationException e) {
            System.out.println("singletonList.set -> UnsupportedOperationException");
        }
        try {
            Collections.emptyMap().put("a", "b");
        } catch (UnsupportedOperationException e) {
            System.out.println("emptyMap.put -> UnsupportedOperationException");
        }
        try {
            Collections.unmodifiableMap(new HashMap<>(Map.of("a", 1))).entrySet().iterator().next().setValue(2);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiableMap entry.setValue -> UnsupportedOperationException");
        }
        Random r = new Random(12345);
        System.out.println("Random(12345): nextInt=" + r.nextInt() + " nextInt(100)=" + r.nextInt(100) + " nextLong=" + r.nextLong()
            + " nextDouble=" + r.nextDouble() + " nextBoolean=" + r.nextBoolean() + " nextGaussian=" + r.nextGaussian());
        Random dice = new Random(7);
        int[] counts = new int[6];
        for (int i = 0; i < 600; i++) counts[dice.nextInt(6)]++;
        System.out.println("600 dice rolls with seed 7: " + Arrays.toString(counts));
        List<String> deck = new ArrayList<>();
        for (String s : new String[] {"S", "H"}) for (String v : new String[] {"A", "K", "Q", "J", "10"}) deck.add(v + s);
        Collections.shuffle(deck, new Random(2024));
        System.out.println("shuffled deck: " + deck);
        List<Integer> syn = Collections.synchronizedList(new ArrayList<>(List.of(3, 1, 2)));
        syn.sort(null);
        System.out.println("synchronizedList sorted: " + syn + " reverseOrder sort: " + sortDesc(new ArrayList<>(syn)));
        System.out.println("Collections.list/enumeration: " + Collections.list(Collections.enumeration(List.of("e1", "e2"))));
        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<>());
        fromMap.add("first");
        fromMap.add("second");
        fromMap.add("first");
        System.out.println("newSetFromMap: " + fromMap);
    }

    static List<Integer> sortDesc(List<Integer> l) {
        l.sort(Collections.reverseOrder());
        return l;
    }
}
