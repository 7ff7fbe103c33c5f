// EXPECT: ok
// COMPARE: java
// ArrayDeque as stack and queue, PriorityQueue with natural and custom ordering (poll order, not iteration
// order), balanced-bracket checking with a stack, sliding-window maximum with a deque, and top-k with a heap.
import java.util.*;

public class DequesAndQueues {
    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) {
            stack.push(i * i);
        }
        System.out.println("stack=" + stack + " peek=" + stack.peek() + " pop=" + stack.pop() + " pop=" + stack.pop() + " -> " + stack);
        Deque<String> queue = new ArrayDeque<>();
        queue.offer("a");
        queue.offerLast("b");
        queue.offerFirst("z");
        queue.add("c");
        System.out.println("queue=" + queue + " poll=" + queue.poll() + " pollLast=" + queue.pollLast() + " peekLast=" + queue.peekLast()
            + " -> " + queue);
        System.out.println("empty poll=" + new ArrayDeque<String>().poll() + " empty peek=" + new ArrayDeque<String>().peekFirst());
        try {
            new ArrayDeque<String>().pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop on empty: NoSuchElementException");
        }
        try {
            queue.add(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque rejects null");
        }
        Iterator<String> desc = queue.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next());
        System.out.println("descending: " + sb);

        PriorityQueue<Integer> pq = new PriorityQueue<>(List.of(42, 7, 19, 3, 25, 7, 100, -4));
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) {
            order.append(pq.poll()).append(' ');
        }
        System.out.println("min-heap poll order: " + order.toString().trim());
        PriorityQueue<String> maxLen = new PriorityQueue<>(Comparator.comparing(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        maxLen.addAll(List.of("kiwi", "banana", "fig", "apple", "cherry", "date"));
        order.setLength(0);
        while (!maxLen.isEmpty()) order.append(maxLen.remove()).append(' ');
        System.out.println("longest first: " + order.toString().trim());

        for (String expr : new String[] {"([]{()})", "([)]", "((", "{[()()]}[]", ""}) {
            System.out.println("balanced(" + expr + ")=" + balanced(expr));
        }
        int[] data = {1, 3, -1, -3, 5, 3, 6, 7, 2, 2, 9, 0};
        System.out.println("sliding max k=3: " + slidingMax(data, 3));
        System.out.println("top 4 of data: " + topK(data, 4));

        Queue<int[]> bfs = new ArrayDeque<>();
        boolean[][] seen = new boolean[5][5];
        bfs.add(new int[] {0, 0, 0});
        seen[0][0] = true;
        int reached = 0, maxDist = 0;
        while (!bfs.isEmpty()) {
            int[] cur = bfs.poll();
            reached++;
            maxDist = Math.max(maxDist, cur[2]);
            int[][] moves = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
            for (int[] m : moves) {
                int r = cur[0] + m[0], c = cur[1] + m[1];
                if (r >= 0 && r < 5 && c >= 0 && c < 5 && !seen[r][c]) {
                    seen[r][c] = true;
                    bfs.add(new int[] {r, c, cur[2] + 1});
                }
            }
        }
        System.out.println("knight BFS on 5x5: reached " + reached + " squares, max distance " + maxDist);
    }

    static boolean balanced(String s) {
        Deque<Character> st = new ArrayDeque<>();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '(', '[', '{' -> st.push(c);
                default -> {
                    if (st.isEmpty()) return false;
                    char open = st.pop();
                    if ("([{".indexOf(open) != ")]}".indexOf(c)) return false;
                }
            }
        }
        return st.isEmpty();
    }

    static List<Integer> slidingMax(int[] a, int k) {
        Deque<Integer> dq = new ArrayDeque<>();
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < a.length; i++) {
            while (!dq.isEmpty() && dq.peekFirst() <= i - k) dq.pollFirst();
            while (!dq.isEmpty() && a[dq.peekLast()] <= a[i]) dq.pollLast();
            dq.offerLast(i);
            if (i >= k - 1) out.add(a[dq.peekFirst()]);
        }
        return out;
    }

    static List<Integer> topK(int[] a, int k) {
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        for (int x : a) {
            heap.offer(x);
            if (heap.size() > k) heap.poll();
        }
        List<Integer> out = new ArrayList<>(heap);
        out.sort(Collections.reverseOrder());
        return out;
    }
}
