// EXPECT: ok
// COMPARE: java
// The operating-system bean: name, architecture and processors (jcheck's --processors, java's
// -XX:ActiveProcessorCount as the tests run it), and values within their documented ranges: the load
// average, memory and swap sizes, CPU time and loads, committed virtual memory, open and maximum file
// descriptors (jcheck answers as a fixed machine, the same in every execution).
import java.lang.management.ManagementFactory;
public class OperatingSystemBean {
    public static void main(String[] args) {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        System.out.println(os.getName() + " " + os.getArch() + " " + os.getAvailableProcessors());
        System.out.println(os.getSystemLoadAverage() >= -1);
        System.out.println(os.getTotalMemorySize() > 0);
        System.out.println(os.getFreeMemorySize() <= os.getTotalMemorySize());
        System.out.println(os.getProcessCpuTime() >= 0);
        System.out.println(os.getCpuLoad() <= 1.0);
        System.out.println(os.getProcessCpuLoad() <= 1.0);
        System.out.println(os.getTotalSwapSpaceSize() >= 0);
        System.out.println(os.getCommittedVirtualMemorySize() > 0);
        if (os instanceof com.sun.management.UnixOperatingSystemMXBean u) {
            System.out.println(u.getOpenFileDescriptorCount() >= 3);
            System.out.println(u.getMaxFileDescriptorCount() >= u.getOpenFileDescriptorCount());
        }
        System.out.println(os.getObjectName());
    }
}
