// EXPECT: ok
// COMPARE: java
// Text blocks: indentation stripping, trailing newline, escapes (\n, \", \s, line continuation \<newline>),
// formatted(), stripIndent/translateEscapes, and String.valueOf(char[]) / println(char[]) of their contents.
public class TextBlocks {
    public static void main(String[] args) {
        String json = """
            {
              "name": "jcheck",
              "version": 1,
              "tags": ["jvm", "model-checker"]
            }
            """;
        System.out.print(json);
        System.out.println("json lines=" + json.lines().count() + " endsWithNewline=" + json.endsWith("\n") + " length=" + json.length());

        String noTrailing = """
            one
              two
            three""";
        System.out.println("[" + noTrailing.replace("\n", "|") + "]");

        String escapes = """
            quote: \"""\" and a tab:\t|
            trailing space kept:\s
            joined \
            onto one line
            unicode: \u00e9 \u03bb
            """;
        System.out.print(escapes.replace(" \n", "<sp>\n"));

        String closingLeft = """
                indented by four
                  six
            """;
        System.out.print(closingLeft.replace(' ', '.'));

        String template = """
            Dear %s,
            your balance is %,.2f EUR (%d transactions).
            """.formatted("Ada", 12345.678, 42);
        System.out.print(template);

        String html = """
            <ul>
            %s</ul>
            """;
        StringBuilder items = new StringBuilder();
        for (String s : new String[] {"alpha", "beta", "gamma"}) {
            items.append("  <li>").append(s).append("</li>\n");
        }
        System.out.print(html.formatted(items));

        String raw = "   a\n     b\n   c";
        System.out.println("stripIndent: [" + raw.stripIndent().replace("\n", "|") + "]");
        System.out.println("translateEscapes: [" + "tab\\there\\nnew".translateEscapes().replace("\n", "<NL>") + "]");
        String empty = """
            """;
        System.out.println("empty text block length=" + empty.length());
        char[] chars = """
            abc
            """.strip().toCharArray();
        System.out.println(chars);
        System.out.println(String.valueOf(chars) + String.valueOf(chars, 1, 2));
        System.out.println("equal to literal: " + ("line1\nline2\n".equals("""
            line1
            line2
            """)));
    }
}
