// EXPECT: ok
// COMPARE: java
// Text word count: tokenising a text block with a regex, lower-casing, counting with TreeMap.merge, top words
// by frequency (ties alphabetical), word-length histogram, longest words, and bigram counts.
import java.util.*;

public class WordCount {
    static final String TEXT = """
        It was the best of times, it was the worst of times, it was the age of wisdom,
        it was the age of foolishness, it was the epoch of belief, it was the epoch of
        incredulity, it was the season of Light, it was the season of Darkness, it was
        the spring of hope, it was the winter of despair, we had everything before us,
        we had nothing before us, we were all going direct to Heaven, we were all going
        direct the other way -- in short, the period was so far like the present period.
        """;

    public static void main(String[] args) {
        String[] tokens = TEXT.toLowerCase().split("[^a-z']+");
        List<String> words = new ArrayList<>();
        for (String t : tokens) {
            if (!t.isEmpty()) words.add(t);
        }
        System.out.println("total words: " + words.size());
        TreeMap<String, Integer> counts = new TreeMap<>();
        for (String w : words) counts.merge(w, 1, Integer::sum);
        System.out.println("distinct words: " + counts.size());
        System.out.println("first 8 alphabetically: " + new ArrayList<>(counts.entrySet()).subList(0, 8));
        System.out.println("last word alphabetically: " + counts.lastKey() + " first: " + counts.firstKey());
        List<Map.Entry<String, Integer>> byFreq = new ArrayList<>(counts.entrySet());
        byFreq.sort((a, b) -> b.getValue() != a.getValue().intValue() ? b.getValue() - a.getValue() : a.getKey().compareTo(b.getKey()));
        System.out.println("top 10:");
        for (int i = 0; i < 10; i++) {
            Map.Entry<String, Integer> e = byFreq.get(i);
            System.out.printf("  %2d. %-8s %2d %s%n", i + 1, e.getKey(), e.getValue(), "*".repeat(e.getValue()));
        }
        TreeMap<Integer, Integer> lengths = new TreeMap<>();
        for (String w : words) lengths.merge(w.length(), 1, Integer::sum);
        System.out.println("length histogram:");
        for (Map.Entry<Integer, Integer> e : lengths.entrySet()) {
            System.out.printf("  %2d | %-20s %d%n", e.getKey(), "#".repeat(e.getValue()), e.getValue());
        }
        int maxLen = lengths.lastKey();
        TreeSet<String> longest = new TreeSet<>();
        for (String w : counts.keySet()) if (w.length() == maxLen) longest.add(w);
        System.out.println("longest (" + maxLen + "): " + longest);
        TreeMap<String, Integer> bigrams = new TreeMap<>();
        for (int i = 0; i + 1 < words.size(); i++) {
            bigrams.merge(words.get(i) + " " + words.get(i + 1), 1, Integer::sum);
        }
        StringBuilder common = new StringBuilder();
        for (Map.Entry<String, Integer> e : bigrams.entrySet()) {
            if (e.getValue() >= 3) common.append(e.getKey()).append('=').append(e.getValue()).append("; ");
        }
        System.out.println("bigrams seen >= 3 times: " + common.toString().trim());
        SortedMap<String, Integer> w = counts.subMap("w", "x");
        System.out.println("words starting with w: " + w);
        Map<Character, Integer> initials = new TreeMap<>();
        for (String s : words) initials.merge(s.charAt(0), 1, Integer::sum);
        System.out.println("initial letters: " + initials);
        int lines = TEXT.split("\n").length;
        long chars = TEXT.chars().filter(Character::isLetter).count();
        System.out.println("lines=" + lines + " letters=" + chars + " avg word length=" + String.format("%.3f", (double) chars / words.size()));
    }
}
