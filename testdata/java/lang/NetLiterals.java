// EXPECT: ok
// COMPARE: java
// java.net addresses that need no network: InetAddress from bytes and from
// IPv4 and IPv6 literals, its predicates, InetSocketAddress, and the
// UnknownHostException of an address of the wrong length.
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Inet6Address;
import java.util.Arrays;

public class NetLiterals {
    public static void main(String[] args) throws Exception {
        InetAddress a = InetAddress.getByAddress(new byte[] {10, 0, 0, 1});
        System.out.println(a + " " + a.getHostAddress() + " " + a.isSiteLocalAddress() + " " + a.hashCode());
        InetAddress named = InetAddress.getByAddress("gateway", new byte[] {(byte) 192, (byte) 168, 1, 1});
        System.out.println(named + " " + named.getHostName() + " " + Arrays.toString(named.getAddress()));
        InetAddress lit = InetAddress.getByName("127.0.0.1");
        System.out.println(lit + " loopback=" + lit.isLoopbackAddress() + " any=" + lit.isAnyLocalAddress());
        InetAddress v6 = InetAddress.getByName("::1");
        System.out.println(v6 + " " + (v6 instanceof Inet6Address) + " " + v6.isLoopbackAddress());
        InetAddress v6b = InetAddress.getByName("fe80::1:2:3:4");
        System.out.println(v6b.getHostAddress() + " linkLocal=" + v6b.isLinkLocalAddress());
        System.out.println(a.equals(InetAddress.getByName("10.0.0.1")) + " " + InetAddress.getByName("224.0.0.1").isMulticastAddress());
        InetSocketAddress sa = new InetSocketAddress(a, 8080);
        System.out.println(sa + " " + sa.getPort() + " " + InetSocketAddress.createUnresolved("example.org", 443));
        try {
            InetAddress.getByAddress(new byte[] {1, 2, 3});
        } catch (java.net.UnknownHostException e) {
            System.out.println("UnknownHostException " + e.getMessage());
        }
    }
}
