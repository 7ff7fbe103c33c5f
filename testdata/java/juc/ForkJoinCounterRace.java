// EXPECT: race, assertion
// two parallel RecursiveAction leaves do counter++ on a shared static
// int; main asserts counter == 2 (lost update possible).
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

public class ForkJoinCounterRace {
    static int counter = 0;

    static class Inc extends RecursiveAction {
        @Override
        protected void compute() { counter++; }
    }

    static class Root extends RecursiveAction {
        @Override
        protected void compute() { invokeAll(new Inc(), new Inc()); }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new Root());
        if (counter != 2) throw new AssertionError("counter=" + counter + ", expected 2");
        System.out.println("counter=" + counter);
        pool.shutdown();
    }
}
