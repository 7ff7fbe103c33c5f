// EXPECT: ok
// COMPARE: java
// An expression tokenizer and recursive-descent evaluator: + - * / % ^ (right-assoc), unary minus,
// parentheses, variables, function calls (min/max/abs), integer/double results and parse errors with positions.
import java.util.*;

public class ExprEvaluator {
    enum T { NUM, ID, OP, LP, RP, COMMA, END }

    record Tok(T type, String text, int pos) {}

    static class ParseError extends RuntimeException {
        ParseError(String msg, int pos) { super(msg + " at " + pos); }
    }

    static List<Tok> lex(String s) {
        List<Tok> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == ' ') { i++; continue; }
            int start = i;
            if (Character.isDigit(c) || c == '.') {
                while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) i++;
                out.add(new Tok(T.NUM, s.substring(start, i), start));
            } else if (Character.isLetter(c)) {
                while (i < s.length() && Character.isLetterOrDigit(s.charAt(i))) i++;
                out.add(new Tok(T.ID, s.substring(start, i), start));
            } else if ("+-*/%^(),".indexOf(c) >= 0) {
                T type = c == '(' ? T.LP : c == ')' ? T.RP : c == ',' ? T.COMMA : T.OP;
                out.add(new Tok(type, String.valueOf(c), i++));
            } else {
                throw new ParseError("unexpected character '" + c + "'", i);
            }
        }
        out.add(new Tok(T.END, "", s.length()));
        return out;
    }

    private final List<Tok> toks;
    private final Map<String, Double> vars;
    private int p;

    ExprEvaluator(String src, Map<String, Double> vars) { this.toks = lex(src); this.vars = vars; }

    Tok peek() { return toks.get(p); }

    boolean accept(T type, String text) {
        Tok t = peek();
        if (t.type() == type && (text == null || t.text().equals(text))) { p++; return true; }
        return false;
    }

    void expect(T type) {
        if (!accept(type, null)) throw new ParseError("expected " + type + " but found '" + peek().text() + "'", peek().pos());
    }

    double parse() {
        double v = expr();
        if (peek().type() != T.END) throw new ParseError("trailing input '" + peek().text() + "'", peek().pos());
        return v;
    }

    double expr() {
        double v = term();
        while (true) {
            if (accept(T.OP, "+")) v += term();
            else if (accept(T.OP, "-")) v -= term();
            else return v;
        }
    }

    double term() {
        double v = unary();
        while (true) {
            if (accept(T.OP, "*")) v *= unary();
            else if (accept(T.OP, "/")) {
                int at = peek().pos();
                double d = unary();
                if (d == 0) throw new ArithmeticException("division by zero at " + at);
                v /= d;
            } else if (accept(T.OP, "%")) v %= unary();
            else return v;
        }
    }

    double unary() {
        if (accept(T.OP, "-")) return -unary();
        if (accept(T.OP, "+")) return unary();
        return power();
    }

    double power() {
        double base = primary();
        if (accept(T.OP, "^")) return Math.pow(base, unary());   // right associative
        return base;
    }

    double primary() {
        Tok t = peek();
        if (accept(T.NUM, null)) return Double.parseDouble(t.text());
        if (accept(T.LP, null)) {
            double v = expr();
            expect(T.RP);
            return v;
        } else if (accept(T.ID, null)) {
            if (accept(T.LP, null)) {
                List<Double> argsList = new ArrayList<>();
                if (!accept(T.RP, null)) {
                    do { argsList.add(expr()); } while (accept(T.COMMA, null));
                    expect(T.RP);
                }
                return call(t, argsList);
            }
            Double v = vars.get(t.text());
            if (v == null) throw new ParseError("unknown variable " + t.text(), t.pos());
            return v;
        }
        throw new ParseError("unexpected '" + t.text() + "'", t.pos());
    }

    static double call(Tok fn, List<Double> a) {
        return switch (fn.text()) {
            case "min" -> a.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            case "max" -> a.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            case "abs" -> Math.abs(a.get(0));
            default -> throw new ParseError("unknown function " + fn.text(), fn.pos());
        };
    }

    static String show(double v) { return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.valueOf(v); }

    public static void main(String[] args) {
        Map<String, Double> vars = new HashMap<>(Map.of("x", 3.0, "y", 4.0, "pi", Math.PI));
        String[] inputs = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4", "10 % 4 + 7 % -3", "x * x + y * y",
            "max(1, x, y, 2) - min(5, -x)", "abs(-7.5) * 2", "pi * 2", "1 / 0", "2 * (3 + ", "3 $ 4", "foo(1)", "z + 1",
            "1 2", "((((((7))))))", "-(-(-(1)))", "0.1 + 0.2", "2 ^ 0.5", "max()"};
        for (String in : inputs) {
            try {
                System.out.println(in + " = " + show(new ExprEvaluator(in, vars).parse()));
            } catch (ParseError | ArithmeticException e) {
                System.out.println(in + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            } catch (NoSuchElementException e) {
                System.out.println(in + " -> no arguments");
            }
        }
        System.out.println("tokens: " + lex("max(a1, 2.5)*-3"));
    }
}
