// EXPECT: race, assertion
// Two threads increment a static field through java.lang.reflect.Field
// (getInt, then setInt): the read-modify-write is not atomic, one update
// can be lost. Reflective accesses are the caller's, checked as getstatic
// and putstatic are.
import java.lang.reflect.Field;

public class ReflectionLostUpdate {
    static int count;

    public static void main(String[] args) throws Exception {
        Field f = ReflectionLostUpdate.class.getDeclaredField("count");
        Runnable increment = () -> {
            try {
                f.setInt(null, f.getInt(null) + 1);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        };
        Thread t1 = new Thread(increment);
        Thread t2 = new Thread(increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert f.getInt(null) == 2 : "count " + f.getInt(null);
        System.out.println("count " + count);
    }
}
