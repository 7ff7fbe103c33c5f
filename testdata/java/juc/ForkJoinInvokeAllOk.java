// EXPECT: ok
// RUN: java
// ForkJoinTask.invokeAll(Collection) and invokeAll(t1,t2,t3) varargs from
// inside a pool task; results via join()/getRawResult().
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

public class ForkJoinInvokeAllOk {
    static class Square extends RecursiveTask<Integer> {
        final int n;
        Square(int n) { this.n = n; }
        @Override
        protected Integer compute() { return n * n; }
    }

    static class Driver extends RecursiveTask<String> {
        @Override
        protected String compute() {
            List<Square> list = new ArrayList<>();
            list.add(new Square(2));
            list.add(new Square(3));
            Collection<Square> res = invokeAll(list);
            StringBuilder sb = new StringBuilder();
            sb.append("collection same=").append(res == list).append(" results=");
            for (Square s : res) sb.append(s.join()).append(' ');
            Square a = new Square(4), b = new Square(5), c = new Square(6);
            invokeAll(a, b, c);
            sb.append("\nvarargs results=").append(a.getRawResult()).append(' ')
              .append(b.getRawResult()).append(' ').append(c.join());
            sb.append("\nall done=").append(a.isDone() && b.isDone() && c.isDone());
            return sb.toString();
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        System.out.println(pool.invoke(new Driver()));
        pool.shutdown();
    }
}
