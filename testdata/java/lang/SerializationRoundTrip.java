// EXPECT: ok
// COMPARE: java
// Java serialization of the program's own classes through
// ObjectOutputStream and ObjectInputStream, to a byte array and to a
// file: fields of every primitive type, Strings, boxed values, arrays,
// an object graph with shared references and a cycle, a superclass that
// is not Serializable (its constructor runs on reading), transient fields,
// enums, records, custom writeObject/readObject, readResolve, and the
// InvalidClassException of a stream whose serialVersionUID differs and
// NotSerializableException of a field that is not Serializable.
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SerializationRoundTrip {
    enum Color { RED, GREEN, BLUE }

    record Point(int x, int y) implements Serializable { }

    static class Base {
        int baseValue = 7;
        Base() { baseValue = 11; }
    }

    static class Everything extends Base implements Serializable {
        private static final long serialVersionUID = 1L;
        boolean z = true; byte b = -3; char c = 'q'; short s = 300; int i = 123456;
        long l = 1L << 40; float f = 1.5f; double d = -2.25;
        String text = "h\u00e9llo";
        Integer boxed = 99; Long nothing = null;
        int[] ints = {1, 2, 3};
        String[][] grid = {{"a", "b"}, {"c"}};
        Color color = Color.GREEN;
        Point point = new Point(3, 4);
        transient String secret = "hidden";
        List<Object> list = new ArrayList<>();
        Map<String, Integer> map = new TreeMap<>();

        public String toString() {
            return z + " " + b + " " + c + " " + s + " " + i + " " + l + " " + f + " " + d + " " + text
                    + " " + boxed + " " + nothing + " " + Arrays.toString(ints) + " " + Arrays.deepToString(grid)
                    + " " + color + " " + point + " " + secret + " " + list + " " + map + " base=" + baseValue;
        }
    }

    static class Node implements Serializable {
        String name;
        Node next;
        Node(String name) { this.name = name; }
    }

    static class Custom implements Serializable {
        transient int counter;
        String label;
        Custom(String label, int counter) { this.label = label; this.counter = counter; }
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(counter * 2);
            out.writeUTF("extra");
        }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            counter = in.readInt() + 1;
            label = label + "/" + in.readUTF();
        }
    }

    static class Singleton implements Serializable {
        static final Singleton INSTANCE = new Singleton();
        private Object readResolve() { return INSTANCE; }
    }

    static class Holder implements Serializable {
        Object notSerializable = new Object();
    }

    static byte[] write(Object... objects) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object o : objects) {
                out.writeObject(o);
            }
        }
        return bytes.toByteArray();
    }

    static ObjectInputStream reader(byte[] data) throws IOException {
        return new ObjectInputStream(new ByteArrayInputStream(data));
    }

    public static void main(String[] args) throws Exception {
        Everything e = new Everything();
        e.baseValue = 5;
        e.list.add("x");
        e.list.add(42);
        e.list.add(e.point);
        e.map.put("one", 1);
        e.map.put("two", 2);
        byte[] data = write(e, e, "plain", 17, new int[] {4, 5});
        System.out.println("bytes " + data.length);
        try (ObjectInputStream in = reader(data)) {
            Everything back = (Everything) in.readObject();
            System.out.println(back);
            System.out.println("same object twice: " + (in.readObject() == back));
            System.out.println(in.readObject() + " " + in.readObject() + " " + Arrays.toString((int[]) in.readObject()));
            System.out.println("enum identity: " + (back.color == Color.GREEN) + ", point " + back.point.equals(e.point));
        }

        Node a = new Node("a");
        Node b = new Node("b");
        a.next = b;
        b.next = a;
        try (ObjectInputStream in = reader(write(a))) {
            Node ra = (Node) in.readObject();
            System.out.println("cycle: " + ra.name + " -> " + ra.next.name + " -> " + ra.next.next.name + " " + (ra.next.next == ra));
        }

        try (ObjectInputStream in = reader(write(new Custom("lbl", 10), Singleton.INSTANCE))) {
            Custom c = (Custom) in.readObject();
            System.out.println("custom: " + c.label + " " + c.counter);
            System.out.println("readResolve: " + (in.readObject() == Singleton.INSTANCE));
        }

        File file = new File("serialization-round-trip.bin");
        try (ObjectOutputStream out = new ObjectOutputStream(new FileOutputStream(file))) {
            out.writeObject(new ArrayList<>(List.of(Color.BLUE, new Point(-1, 1), "file")));
            out.writeObject(new HashMap<>(Map.of("k", 1)));
        }
        try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(file))) {
            System.out.println("file: " + in.readObject() + " " + in.readObject());
        }
        System.out.println("deleted " + file.delete());

        try {
            write(new Holder());
        } catch (NotSerializableException ex) {
            System.out.println(ex);
        }

        // A stream whose class descriptor has another serialVersionUID (the
        // 8 bytes after the class name) than the class computes.
        byte[] changed = write(new Custom("v", 1));
        String name = Custom.class.getName();
        for (int k = 0; k + name.length() + 8 < changed.length; k++) {
            if (new String(changed, k, name.length(), "ISO-8859-1").equals(name)) {
                changed[k + name.length() + 7] ^= 1;
                break;
            }
        }
        try (ObjectInputStream in = reader(changed)) {
            System.out.println("read " + ((Custom) in.readObject()).label);
        } catch (InvalidClassException ex) {
            System.out.println(ex.getMessage());
        }
    }
}
