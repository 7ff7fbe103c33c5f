// EXPECT: ok
// COMPARE: java
// Classes the program defines from its own bytes through a Lookup:
// defineHiddenClass with and without NESTMATE (a nestmate reaches the
// host's private members), STRONG, class
// data, hidden names, instances and reflection; Lookup.defineClass of a
// class of the program's package and its duplicate definition; and
// modules: the JDK's classes in java.base (exports, descriptor,
// resources), the program's in an unnamed module.
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodHandles.Lookup;
import java.lang.invoke.MethodType;
import java.util.function.IntSupplier;

public class HiddenClasses {
    private static int secret() {
        return 42;
    }

    static class Peer implements IntSupplier {
        public Peer() {}

        public int getAsInt() {
            return secret() + 1;
        }
    }

    static byte[] bytesOf(String name) throws Exception {
        try (InputStream in = HiddenClasses.class.getResourceAsStream(name + ".class")) {
            return in.readAllBytes();
        }
    }

    public static void main(String[] args) throws Throwable {
        Lookup lookup = MethodHandles.lookup();
        byte[] peer = bytesOf("HiddenClasses$Peer");
        Lookup nest = lookup.defineHiddenClass(peer, true, Lookup.ClassOption.NESTMATE);
        Class<?> hc = nest.lookupClass();
        System.out.println("hidden " + hc.isHidden() + " name " + hc.getName().startsWith("HiddenClasses$Peer/0x")
                + " nest host " + hc.getNestHost().getName()
                + " nestmate " + hc.isNestmateOf(HiddenClasses.class) + " loader " + (hc.getClassLoader() == HiddenClasses.class.getClassLoader())
                + " package '" + hc.getPackageName() + "'");
        IntSupplier s = (IntSupplier) hc.getConstructor().newInstance();
        System.out.println("nestmate call " + s.getAsInt() + " same class as Peer " + (hc == Peer.class)
                + " instance of Peer " + (s instanceof Peer) + " modes " + (nest.lookupModes() & Lookup.PRIVATE));
        Class<?> again = lookup.defineHiddenClass(peer, false, Lookup.ClassOption.NESTMATE, Lookup.ClassOption.STRONG).lookupClass();
        System.out.println("second " + (again != hc) + " " + ((IntSupplier) again.getConstructor().newInstance()).getAsInt());
        Class<?> alone = lookup.defineHiddenClass(peer, true).lookupClass();
        System.out.println("not a nestmate: own host " + (alone.getNestHost() == alone)
                + " nestmate " + alone.isNestmateOf(HiddenClasses.class));
        try {
            Class.forName(hc.getName());
        } catch (ClassNotFoundException e) {
            System.out.println("not found by name");
        }
        Lookup withData = lookup.defineHiddenClassWithClassData(peer, "payload", true);
        System.out.println("class data " + MethodHandles.classData(withData, "_", String.class));
        MethodHandle get = nest.findVirtual(hc, "getAsInt", MethodType.methodType(int.class));
        System.out.println("handle " + (int) get.invoke(hc.getConstructor().newInstance()));

        Class<?> defined = lookup.defineClass(bytesOf("Defined"));
        System.out.println("defined " + defined.getName() + " hidden " + defined.isHidden() + " "
                + defined.getMethod("hello").invoke(defined.getConstructor().newInstance())
                + " same " + (defined == Class.forName("Defined")));
        try {
            lookup.defineClass(bytesOf("Defined"));
        } catch (LinkageError e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            lookup.defineClass(bytesOf("HiddenClasses"));
        } catch (LinkageError e) {
            System.out.println(e.getClass().getName() + " for the lookup class itself");
        }

        Module base = String.class.getModule();
        System.out.println(base + " " + base.getName() + " named " + base.isNamed() + " same " + (base == Object.class.getModule())
                + " " + Object.class.getModule().getName() + " " + java.util.logging.Logger.class.getModule().getName());
        System.out.println("exports " + base.isExported("java.lang") + " " + base.isExported("jdk.internal.misc")
                + " to me " + base.isExported("java.util", HiddenClasses.class.getModule()) + " open " + base.isOpen("java.lang")
                + " packages " + base.getPackages().contains("java.lang") + " descriptor " + base.getDescriptor().name()
                + " requires " + java.util.logging.Logger.class.getModule().getDescriptor().requires().size()
                + " loader " + base.getClassLoader() + " reads itself " + base.canRead(base));
        try (InputStream in = base.getResourceAsStream("java/lang/Object.class")) {
            System.out.println("module resource " + in.readAllBytes().length + " encapsulated "
                    + base.getResourceAsStream("java/lang/uniName.dat") + " missing " + base.getResourceAsStream("/no/Such.class"));
        }
        Module mine = HiddenClasses.class.getModule();
        System.out.println("program named " + mine.isNamed() + " name " + mine.getName()
                + " hidden's " + (hc.getModule() == mine) + " defined's " + (defined.getModule() == mine));
    }
}

class Defined {
    public Defined() {}

    public String hello() {
        return "hello from " + getClass().getName();
    }
}
