// EXPECT: ok
// COMPARE: java
// ProcessHandle.current(): a positive pid (jcheck's is fixed, 1), alive, found again by ProcessHandle.of, with no
// child processes; its Info has the command (jcheck's: the JDK's bin/java), the user (user.name) and a start time not after now;
// destroying it or waiting for its exit is java's IllegalStateException.
import java.time.Instant;

public class ProcessHandleCurrent {
    public static void main(String[] args) {
        ProcessHandle self = ProcessHandle.current();
        System.out.println("pid positive: " + (self.pid() > 0));
        System.out.println("same handle: " + (ProcessHandle.current() == self));
        System.out.println("alive: " + self.isAlive());
        System.out.println("of(pid): " + ProcessHandle.of(self.pid()).map(h -> h.equals(self) && h.compareTo(self) == 0).orElse(false));
        System.out.println("children: " + self.children().count() + ", descendants: " + self.descendants().count());
        System.out.println("in allProcesses: " + ProcessHandle.allProcesses().anyMatch(h -> h.pid() == self.pid()));
        System.out.println("normal termination: " + self.supportsNormalTermination());
        ProcessHandle.Info info = self.info();
        System.out.println("command: " + info.command().isPresent());
        System.out.println("user: " + info.user().map(u -> u.equals(System.getProperty("user.name"))).orElse(false));
        System.out.println("started: " + info.startInstant().map(s -> !s.isAfter(Instant.now())).orElse(false));
        try {
            self.destroy();
        } catch (IllegalStateException e) {
            System.out.println("destroy: " + e.getMessage());
        }
        try {
            self.onExit();
        } catch (IllegalStateException e) {
            System.out.println("onExit: " + e.getMessage());
        }
    }
}
