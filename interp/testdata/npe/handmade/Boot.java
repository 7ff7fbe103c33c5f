import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// The bootstrap methods of Handmade: a call site that always returns null,
// and a dynamic constant that is null.
public class Boot {
    public static CallSite nothing(MethodHandles.Lookup lookup, String name, MethodType type) {
        return new ConstantCallSite(MethodHandles.constant(type.returnType(), null));
    }

    public static Object nil(MethodHandles.Lookup lookup, String name, Class<?> type) {
        return null;
    }
}
