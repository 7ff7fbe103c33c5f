// EXPECT: ok
// COMPARE: java
// JDK: 25
// CompletableFuture's methods of JDK 19 on JDK 25's class library, in
// jcheck's model: resultNow (the value, or IllegalStateException for a
// future not completed normally), exceptionNow and state, of futures
// incomplete, cancelled, failed, completed and completed with null, and
// of a minimal stage (UnsupportedOperationException); and toString of a
// failed future, which names the exception by its class alone on JDK 25.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;

public class CompletableFutureNowOk {
    static void show(String name, Future<Integer> f) {
        StringBuilder b = new StringBuilder(name);
        try {
            b.append(" resultNow=").append(f.resultNow());
        } catch (RuntimeException e) {
            b.append(" resultNow threw ").append(e);
        }
        try {
            b.append(" exceptionNow=").append(f.exceptionNow());
        } catch (RuntimeException e) {
            b.append(" exceptionNow threw ").append(e);
        }
        try {
            b.append(" state=").append(f.state());
        } catch (RuntimeException e) {
            b.append(" state threw ").append(e);
        }
        System.out.println(b);
    }

    public static void main(String[] args) {
        show("incomplete", new CompletableFuture<>());
        CompletableFuture<Integer> cancelled = new CompletableFuture<>();
        cancelled.cancel(false);
        show("cancelled", cancelled);
        show("failed", CompletableFuture.failedFuture(new ArithmeticException("z")));
        show("completed", CompletableFuture.completedFuture(1));
        show("null", CompletableFuture.completedFuture(null));
        String s = CompletableFuture.failedFuture(new ArithmeticException("z")).toString();
        System.out.println(s.substring(s.indexOf('[')));
        CompletableFuture<Integer> minimal = (CompletableFuture<Integer>) CompletableFuture.completedStage(3);
        try {
            minimal.resultNow();
        } catch (UnsupportedOperationException e) {
            System.out.println("minimal stage resultNow: " + e);
        }
        try {
            minimal.exceptionNow();
        } catch (UnsupportedOperationException e) {
            System.out.println("minimal stage exceptionNow: " + e);
        }
    }
}
