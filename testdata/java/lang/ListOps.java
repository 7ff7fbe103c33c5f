// EXPECT: ok
// COMPARE: java
// ArrayList and LinkedList: add/insert/set/remove(index vs object), subList views, indexOf/lastIndexOf,
// removeIf/replaceAll, Iterator.remove, ListIterator add/set/previous, toArray, equals across list types.
import java.util.*;

public class ListOps {
    public static void main(String[] args) {
        List<Integer> a = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            a.add(i * 3 % 7);
        }
        System.out.println("a=" + a + " size=" + a.size());
        a.add(0, 100);
        a.add(5, 200);
        a.set(2, -1);
        System.out.println("after inserts/set: " + a);
        Integer removedAt = a.remove(3);
        boolean removedObj = a.remove(Integer.valueOf(200));
        boolean missing = a.remove(Integer.valueOf(999));
        System.out.println("remove(3)=" + removedAt + " remove(200)=" + removedObj + " remove(999)=" + missing + " -> " + a);
        System.out.println("indexOf(6)=" + a.indexOf(6) + " lastIndexOf(6)=" + a.lastIndexOf(6) + " contains(5)=" + a.contains(5)
            + " get(last)=" + a.get(a.size() - 1));
        List<Integer> sub = a.subList(2, 6);
        System.out.println("subList(2,6)=" + sub);
        sub.set(0, 77);
        sub.remove(1);
        System.out.println("after modifying view: sub=" + sub + " a=" + a);
        sub.clear();
        System.out.println("after sub.clear(): " + a);
        a.removeIf(x -> x % 2 == 0);
        System.out.println("removeIf even: " + a);
        a.replaceAll(x -> x * 10);
        System.out.println("replaceAll *10: " + a);

        LinkedList<String> ll = new LinkedList<>(List.of("b", "c", "d"));
        ll.addFirst("a");
        ll.addLast("e");
        ll.add(2, "bb");
        System.out.println("linked: " + ll + " first=" + ll.getFirst() + " last=" + ll.getLast() + " peek=" + ll.peek());
        ll.removeFirst();
        ll.removeLastOccurrence("d");
        System.out.println("after removes: " + ll + " pop=" + ll.pop() + " -> " + ll);

        Iterator<String> it = ll.iterator();
        while (it.hasNext()) {
            if (it.next().length() == 2) {
                it.remove();
            }
        }
        System.out.println("iterator remove len 2: " + ll);
        ListIterator<String> li = ll.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String s = li.next();
            li.set(s.toUpperCase() + idx);
            if (idx == 0) {
                li.add("inserted");
            }
        }
        System.out.println("listIterator set/add: " + ll);
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) {
            back.append(li.previous()).append(' ');
        }
        System.out.println("backwards: " + back.toString().trim());

        List<String> arr = new ArrayList<>(ll);
        System.out.println("ArrayList equals LinkedList: " + arr.equals(ll) + " hash equal: " + (arr.hashCode() == ll.hashCode()));
        String[] asArray = arr.toArray(new String[0]);
        Object[] objs = arr.toArray();
        System.out.println("toArray: " + Arrays.toString(asArray) + " " + objs.length);
        List<Integer> big = new ArrayList<>(5);
        for (int i = 0; i < 1000; i++) {
            big.add(i);
        }
        big.subList(10, 990).clear();
        System.out.println("big after subList clear: " + big);
        System.out.println("containsAll: " + big.containsAll(List.of(0, 995)) + " retainAll changed: " + big.retainAll(List.of(1, 2, 3, 999))
            + " -> " + big);
        try {
            big.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(10): " + e.getMessage());
        }
        try {
            new LinkedList<>().getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("empty getFirst: NoSuchElementException " + e.getMessage());
        }
        List<List<Integer>> nested = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            nested.add(new ArrayList<>(Collections.nCopies(i + 1, i)));
        }
        System.out.println("nested: " + nested);
    }
}
