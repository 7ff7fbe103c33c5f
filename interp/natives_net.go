package interp

// Natives of java.net that need no network: the class initialisers' JNI
// set-up (HotSpot caches field IDs; jcheck's natives name fields
// directly), and whether the platform has IPv6, which picks the address
// implementation class. Addresses given as bytes or as literals
// (InetAddress.getByAddress, getByName("10.0.0.1")) then work as in
// java; looking a name up, a socket, a network interface still stop as
// not supported.
func init() {
	for _, class := range []string{"java/net/Inet4Address", "java/net/Inet6Address"} {
		register(class, map[string]Native{"init()V": noop})
	}
	// As on a Linux host with IPv4 and IPv6, java's usual answers: JDK 17
	// asks InetAddressImplFactory, JDK 21 and later InetAddress.
	yes := func(t *Thread, a []Value) Value { return Bool(true) }
	register("java/net/InetAddressImplFactory", map[string]Native{"isIPv6Supported()Z": yes})
	register("java/net/InetAddress", map[string]Native{"init()V": noop, "isIPv6Supported()Z": yes, "isIPv4Available()Z": yes})
}
