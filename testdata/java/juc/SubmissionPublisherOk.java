// EXPECT: ok
// COMPARE: java
// CHECK: --preemptions=2
// SubmissionPublisher with a buffer of one item delivering to a
// subscriber on a single-thread executor: submit blocks while the buffer
// is full (it first helps the executor's asynchronous tasks, which the
// JDK's publisher asks of ForkJoinPool.helpAsyncBlocker), and every item
// arrives, in order, before onComplete. (The publisher runs the JDK's
// own code, whose every volatile access is a scheduling point: searched
// within two preemptions.)
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.SubmissionPublisher;

public class SubmissionPublisherOk {
    public static void main(String[] args) throws Exception {
        ExecutorService executor = Executors.newSingleThreadExecutor();
        SubmissionPublisher<Integer> pub = new SubmissionPublisher<>(executor, 1);
        CountDownLatch done = new CountDownLatch(1);
        List<Integer> got = Collections.synchronizedList(new ArrayList<>());
        pub.subscribe(new Flow.Subscriber<Integer>() {
            Flow.Subscription s;

            public void onSubscribe(Flow.Subscription s) {
                this.s = s;
                s.request(1);
            }

            public void onNext(Integer i) {
                got.add(i);
                s.request(1);
            }

            public void onError(Throwable t) {
                System.out.println("error " + t);
            }

            public void onComplete() {
                done.countDown();
            }
        });
        for (int i = 1; i <= 3; i++) {
            pub.submit(i);
        }
        pub.close();
        done.await();
        System.out.println("received " + got);
        executor.shutdown();
    }
}
