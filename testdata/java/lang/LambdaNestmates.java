// EXPECT: ok
// COMPARE: java
// A lambda's class is a hidden class in the nest of the class that made it
// (the JDK defines it as a NESTMATE): getNestHost, isNestmateOf and
// getNestMembers, for lambdas of a top-level class, of a nested class and
// of the class library; and in that class's module.
import java.util.Arrays;
import java.util.function.Function;
import java.util.function.Supplier;

public class LambdaNestmates {
    static class Inner {
        Runnable make() {
            return () -> { };
        }
    }

    static void show(String what, Object lambda) {
        Class<?> c = lambda.getClass();
        Class<?> host = c.getNestHost();
        System.out.println(what + ": hidden=" + c.isHidden() + " synthetic=" + c.isSynthetic() + " host=" + host.getName()
                + " nestmateOfHost=" + c.isNestmateOf(host) + " hostNestmate=" + host.isNestmateOf(c)
                + " nestmateOfOuter=" + c.isNestmateOf(LambdaNestmates.class)
                + " module=" + (c.getModule().isNamed() ? c.getModule().getName() : "unnamed")
                + " sameModuleAsHost=" + (c.getModule() == host.getModule()));
    }

    public static void main(String[] args) {
        Runnable r = () -> { };
        Supplier<String> s = String::new;
        show("lambda", r);
        show("method reference", s);
        show("nested class's lambda", new Inner().make());
        show("library's lambda", Function.identity());
        Class<?>[] members = LambdaNestmates.class.getNestMembers();
        String[] names = new String[members.length];
        for (int i = 0; i < members.length; i++) {
            names[i] = members[i].getName();
        }
        Arrays.sort(names);
        System.out.println("members " + Arrays.toString(names));
    }
}
