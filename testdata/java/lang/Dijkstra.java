// EXPECT: ok
// COMPARE: java
// Dijkstra's shortest paths with a PriorityQueue on a small weighted directed graph: distances, path
// reconstruction, unreachable nodes, tie-breaking by node name, and a BFS hop count for comparison.
import java.util.*;

public class Dijkstra {
    record Edge(String to, int weight) {}

    record Entry(String node, long dist) {}

    static final Map<String, List<Edge>> graph = new TreeMap<>();

    static void edge(String from, String to, int w) {
        graph.computeIfAbsent(from, k -> new ArrayList<>()).add(new Edge(to, w));
        graph.computeIfAbsent(to, k -> new ArrayList<>());
    }

    static Map<String, Long> shortest(String src, Map<String, String> prev) {
        Map<String, Long> dist = new TreeMap<>();
        for (String n : graph.keySet()) dist.put(n, Long.MAX_VALUE);
        dist.put(src, 0L);
        PriorityQueue<Entry> pq = new PriorityQueue<>(Comparator.comparingLong(Entry::dist).thenComparing(Entry::node));
        pq.add(new Entry(src, 0));
        Set<String> done = new HashSet<>();
        int pops = 0;
        while (!pq.isEmpty()) {
            Entry e = pq.poll();
            pops++;
            if (!done.add(e.node())) continue;
            for (Edge ed : graph.get(e.node())) {
                long nd = e.dist() + ed.weight();
                if (nd < dist.get(ed.to())) {
                    dist.put(ed.to(), nd);
                    prev.put(ed.to(), e.node());
                    pq.add(new Entry(ed.to(), nd));
                }
            }
        }
        System.out.println("  (queue pops: " + pops + ", settled: " + done.size() + ")");
        return dist;
    }

    static List<String> path(Map<String, String> prev, String target) {
        LinkedList<String> p = new LinkedList<>();
        for (String at = target; at != null; at = prev.get(at)) p.addFirst(at);
        return p;
    }

    static Map<String, Integer> hops(String src) {
        Map<String, Integer> h = new TreeMap<>();
        Deque<String> q = new ArrayDeque<>();
        h.put(src, 0);
        q.add(src);
        while (!q.isEmpty()) {
            String n = q.poll();
            for (Edge e : graph.get(n)) {
                if (!h.containsKey(e.to())) {
                    h.put(e.to(), h.get(n) + 1);
                    q.add(e.to());
                }
            }
        }
        return h;
    }

    public static void main(String[] args) {
        edge("A", "B", 7);
        edge("A", "C", 9);
        edge("A", "F", 14);
        edge("B", "C", 10);
        edge("B", "D", 15);
        edge("C", "D", 11);
        edge("C", "F", 2);
        edge("D", "E", 6);
        edge("F", "E", 9);
        edge("E", "G", 1);
        edge("G", "D", 1);
        edge("H", "A", 1);           // H unreachable from A
        edge("B", "I", 3);
        edge("I", "C", 3);           // ties: A->C direct 9 vs A->B->I->C 13
        for (String src : List.of("A", "D", "H")) {
            System.out.println("from " + src + ":");
            Map<String, String> prev = new HashMap<>();
            Map<String, Long> dist = shortest(src, prev);
            for (Map.Entry<String, Long> e : dist.entrySet()) {
                String d = e.getValue() == Long.MAX_VALUE ? "unreachable" : e.getValue() + " via " + String.join("->", path(prev, e.getKey()));
                System.out.println("  " + e.getKey() + ": " + d);
            }
            System.out.println("  hops: " + hops(src));
        }
        int edges = 0;
        for (List<Edge> l : graph.values()) edges += l.size();
        System.out.println("nodes=" + graph.size() + " edges=" + edges);
    }
}
