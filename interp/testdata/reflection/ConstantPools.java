import java.util.Arrays;
import jdk.internal.access.SharedSecrets;
import jdk.internal.reflect.ConstantPool;

// Reads every entry of its own constant pool through
// jdk.internal.reflect.ConstantPool (needs --add-exports
// java.base/jdk.internal.access and java.base/jdk.internal.reflect).
public class ConstantPools {
    static final long BIG = 1L << 40;
    static final double HALF = 0.5;
    static final float THIRD = 1f / 3;
    static final int ANSWER = 123456;
    static int counter;

    interface Named { String name(); }

    record Item(String name) implements Named {}

    int instanceField;

    static String describe(ConstantPool cp, int i) {
        ConstantPool.Tag tag;
        try {
            tag = cp.getTagAt(i);
        } catch (IllegalArgumentException e) {
            return "no tag: " + e.getMessage();
        }
        String s = tag.toString();
        switch (tag) {
            case UTF8: return s + " " + cp.getUTF8At(i);
            case INTEGER: return s + " " + cp.getIntAt(i);
            case FLOAT: return s + " " + cp.getFloatAt(i);
            case LONG: return s + " " + cp.getLongAt(i);
            case DOUBLE: return s + " " + cp.getDoubleAt(i);
            case CLASS:
                // getClassAtIfLoaded only after getClassAt: before, HotSpot
                // answers from the application loader's initiating
                // dictionary, which jcheck does not model.
                String name = cp.getClassAt(i).getName();
                return s + " " + name + " " + cp.getClassAtIfLoaded(i).getName();
            case STRING: return s + " " + cp.getStringAt(i);
            case NAMEANDTYPE: return s + " " + Arrays.toString(cp.getNameAndTypeRefInfoAt(i));
            case FIELDREF:
                return s + " " + Arrays.toString(cp.getMemberRefInfoAt(i)) + " " + cp.getClassRefIndexAt(i)
                    + " " + cp.getNameAndTypeRefIndexAt(i) + " " + member(() -> cp.getFieldAt(i)) + " " + member(() -> cp.getFieldAtIfLoaded(i));
            case METHODREF:
            case INTERFACEMETHODREF:
                return s + " " + Arrays.toString(cp.getMemberRefInfoAt(i)) + " " + cp.getClassRefIndexAt(i)
                    + " " + cp.getNameAndTypeRefIndexAt(i) + " " + member(() -> cp.getMethodAt(i)) + " " + member(() -> cp.getMethodAtIfLoaded(i));
            case INVOKEDYNAMIC:
                return s + " " + cp.getNameAndTypeRefIndexAt(i);
            default:
                return s;
        }
    }

    interface Lookup { Object get(); }

    static String member(Lookup l) {
        try {
            return String.valueOf(l.get());
        } catch (RuntimeException e) {
            return e.toString();
        }
    }

    static void expectError(String what, Lookup l) {
        try {
            System.out.println(what + ": " + l.get());
        } catch (IllegalArgumentException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        counter += ANSWER;
        Named n = new Item("x" + counter);
        System.out.println(n.name() + " " + BIG + " " + HALF + " " + THIRD + " " + new ConstantPools().instanceField);
        ConstantPool cp = SharedSecrets.getJavaLangAccess().getConstantPool(ConstantPools.class);
        int size = cp.getSize();
        System.out.println("size " + size);
        for (int i = 0; i < size; i++) {
            System.out.println(i + " " + describe(cp, i));
        }
        expectError("index -1", () -> cp.getUTF8At(-1));
        expectError("index size", () -> cp.getIntAt(size));
        expectError("tag at size", () -> cp.getTagAt(size));
        int utf8 = 1;
        while (cp.getTagAt(utf8) != ConstantPool.Tag.UTF8) {
            utf8++;
        }
        final int u = utf8;
        expectError("int at a UTF8", () -> cp.getIntAt(u));
        expectError("class at a UTF8", () -> cp.getClassAt(u));
        expectError("method at a UTF8", () -> cp.getMethodAt(u));
        expectError("field at a UTF8", () -> cp.getFieldAt(u));
        expectError("member info at a UTF8", () -> cp.getMemberRefInfoAt(u));
        expectError("null pool", () -> SharedSecrets.getJavaLangAccess().getConstantPool(int.class));
    }
}
