package interp

// Natives of java.net that need no network: the class initialisers' JNI
// set-up (HotSpot caches field IDs; jcheck's natives name fields
// directly), and whether the platform has IPv6, which picks the address
// implementation class. Addresses given as bytes or as literals
// (InetAddress.getByAddress, getByName("10.0.0.1")) then work as in
// java; looking a name up, a socket, a network interface still stop as
// not supported.
func init() {
	for _, class := range []string{"java/net/InetAddress", "java/net/Inet4Address", "java/net/Inet6Address"} {
		register(class, map[string]Native{"init()V": noop})
	}
	register("java/net/InetAddressImplFactory", map[string]Native{
		// As on a Linux host with IPv6, java's usual answer.
		"isIPv6Supported()Z": func(t *Thread, a []Value) Value { return Bool(true) },
	})
}
