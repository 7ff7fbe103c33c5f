// EXPECT: ok
// COMPARE: java
// Static nested and inner classes: Outer.this, inner instances created via outer.new Inner(), private member
// access between nestmates in both directions, shadowed names, and inner classes of inner classes.
public class NestedClasses {
    private int secret = 42;
    private static int staticSecret = 7;
    private final String name;

    NestedClasses(String name) {
        this.name = name;
    }

    private String whisper() {
        return name + " whispers " + secret;
    }

    static class StaticNested {
        private int hidden = 3;

        int peek(NestedClasses outer) {
            return outer.secret + staticSecret;        // private access to outer
        }
    }

    class Inner {
        private int secret = 1000;                     // shadows outer field

        String show() {
            return "inner secret=" + secret + " outer secret=" + NestedClasses.this.secret + " outer name=" + name;
        }

        void bump() {
            NestedClasses.this.secret++;
        }

        class Deeper {
            String path() {
                return name + ">" + Inner.this.secret + ">" + secret + ">" + whisper();
            }
        }
    }

    private static class Node<T> {
        private T value;
        private Node<T> next;

        Node(T value, Node<T> next) {
            this.value = value;
            this.next = next;
        }
    }

    static <T> String render(Node<T> head) {
        StringBuilder sb = new StringBuilder();
        for (Node<T> n = head; n != null; n = n.next) {
            sb.append(n.value).append(n.next != null ? " -> " : "");
        }
        return sb.toString();
    }

    int readNestedPrivate() {
        StaticNested sn = new StaticNested();
        sn.hidden += 10;                               // outer touches nested's private field
        return sn.hidden;
    }

    public static void main(String[] args) {
        NestedClasses outer = new NestedClasses("outerA");
        NestedClasses.Inner in = outer.new Inner();
        System.out.println(in.show());
        in.bump();
        in.bump();
        System.out.println("after bumps: " + in.show());
        NestedClasses.Inner.Deeper deep = in.new Deeper();
        System.out.println("deeper: " + deep.path());
        NestedClasses other = new NestedClasses("outerB");
        Inner in2 = other.new Inner();
        System.out.println("other: " + in2.show());
        System.out.println("static nested peek: " + new StaticNested().peek(outer) + ", outer reads nested private: " + outer.readNestedPrivate());
        Node<String> list = new Node<>("a", new Node<>("b", new Node<>("c", null)));
        System.out.println("linked: " + render(list));
        list.next.value = "B";
        System.out.println("modified: " + render(list));
        Node<Integer> nums = null;
        for (int i = 5; i >= 1; i--) {
            nums = new Node<>(i * i, nums);
        }
        System.out.println("squares: " + render(nums));
        System.out.println("class names: " + Inner.class.getName() + ", " + Inner.Deeper.class.getSimpleName() + ", "
            + StaticNested.class.getName());
    }
}
