// EXPECT: ok
// COMPARE: java
// java.text.BreakIterator over its four kinds of boundaries (the rules are
// resources of java.base the class library reads through its own module),
// and the Greek final sigma of String.toLowerCase, which asks a word
// BreakIterator where the word ends.
import java.text.BreakIterator;
import java.util.Locale;

public class BreakIterators {
    static String boundaries(BreakIterator bi, String text) {
        bi.setText(text);
        StringBuilder b = new StringBuilder();
        for (int i = bi.first(); i != BreakIterator.DONE; i = bi.next()) {
            b.append(i).append(' ');
        }
        return b.toString().trim();
    }

    static String pieces(BreakIterator bi, String text) {
        bi.setText(text);
        StringBuilder b = new StringBuilder();
        int start = bi.first();
        for (int end = bi.next(); end != BreakIterator.DONE; start = end, end = bi.next()) {
            b.append('[').append(text, start, end).append(']');
        }
        return b.toString();
    }

    public static void main(String[] args) {
        String text = "Hello, world. Is it 3.14? Yes! e\u0301t\u00e9 \uD83D\uDE00 ok";
        System.out.println(boundaries(BreakIterator.getCharacterInstance(), text));
        System.out.println(pieces(BreakIterator.getWordInstance(), text));
        System.out.println(pieces(BreakIterator.getLineInstance(), text));
        System.out.println(pieces(BreakIterator.getSentenceInstance(Locale.US), text));
        BreakIterator words = BreakIterator.getWordInstance(Locale.GERMANY);
        words.setText("Die Straße ist lang.");
        System.out.println(words.following(5) + " " + words.preceding(12) + " " + words.isBoundary(4) + " " + words.last());
        System.out.println("ΟΔΟΣ ΚΑΙ ΣΟΦΟΣ".toLowerCase(Locale.ROOT));
        System.out.println("ΣΑΣ".toLowerCase() + " " + "Σ".toLowerCase() + " " + "ΑΣ.".toLowerCase());
    }
}
