package interp

import (
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"syscall"
)

// Natives that tell the class library about the VM and the platform:
// system properties, the VM's own knobs (jdk.internal.misc.VM, CDS),
// signals and the security stack, all answered the way HotSpot answers
// them on Linux.

func init() {
	register("jdk/internal/util/SystemProps$Raw", map[string]Native{
		"vmProperties()[Ljava/lang/String;":       func(t *Thread, a []Value) Value { return Ref(t.vm.stringArray(t.vm.vmProperties())) },
		"platformProperties()[Ljava/lang/String;": func(t *Thread, a []Value) Value { return Ref(t.vm.platformProperties()) },
	})
	register("jdk/internal/misc/VM", map[string]Native{
		"initialize()V": noop,
		"initializeFromArchive(Ljava/lang/Class;)V": noop,
		"getuid()J":  func(*Thread, []Value) Value { return Long(int64(os.Getuid())) },
		"geteuid()J": func(*Thread, []Value) Value { return Long(int64(os.Geteuid())) },
		"getgid()J":  func(*Thread, []Value) Value { return Long(int64(os.Getgid())) },
		"getegid()J": func(*Thread, []Value) Value { return Long(int64(os.Getegid())) },
		"getNanoTimeAdjustment(J)J": func(t *Thread, a []Value) Value {
			// Seconds since the epoch of the virtual clock, minus the offset.
			now := t.vm.currentTimeMillis()
			return Long((now/1000-a[0].I)*1_000_000_000 + now%1000*1_000_000)
		},
		"getRuntimeArguments()[Ljava/lang/String;": func(t *Thread, a []Value) Value { return Ref(t.vm.stringArray(nil)) },
	})
	// java runs a program's main once initPhase3 has set init level 4
	// (SYSTEM_BOOTED); jcheck's VM stays at level 1, where
	// getSystemClassLoader answers with the built-in application class
	// loader (natives_classloader.go), but is booted for the JDK's code
	// that asks before it uses what only a booted VM has: Charset's
	// lookup of the extended charsets of jdk.charsets (ISO-2022-JP,
	// IBM1047, ...) and of providers on the class path, URL's stream
	// handler providers, System.Logger's backend.
	replace("jdk/internal/misc/VM", map[string]Native{
		"isBooted()Z": func(t *Thread, a []Value) Value { return Bool(t.vm.booted) },
	})
	register("jdk/internal/misc/CDS", map[string]Native{
		"isDumpingClassList0()Z":                                                 constant(Bool(false)),
		"isDumpingArchive0()Z":                                                   constant(Bool(false)),
		"isSharingEnabled0()Z":                                                   constant(Bool(false)),
		"initializeFromArchive(Ljava/lang/Class;)V":                              noop,
		"getRandomSeedForDumping()J":                                             constant(Long(0)),
		"logLambdaFormInvoker(Ljava/lang/String;)V":                              noop,
		"defineArchivedModules(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V": noop,
		// JDK 21 and later ask for all of the above at once: no bit set.
		"getCDSConfigStatus()I":                      constant(Int(0)),
		"needsClassInitBarrier0(Ljava/lang/Class;)Z": constant(Bool(false)),
	})
	register("jdk/internal/misc/Signal", map[string]Native{
		"findSignal0(Ljava/lang/String;)I": func(t *Thread, a []Value) Value {
			signals := map[string]int32{"HUP": 1, "INT": 2, "QUIT": 3, "ILL": 4, "TRAP": 5, "ABRT": 6, "BUS": 7, "FPE": 8, "KILL": 9, "USR1": 10, "SEGV": 11, "USR2": 12, "PIPE": 13, "ALRM": 14, "TERM": 15}
			if n, ok := signals[t.vm.GoString(a[0].R)]; ok {
				return Int(n)
			}
			return Int(-1)
		},
		// Signal handlers are recorded but never run: jcheck delivers no
		// signals to the program.
		"handle0(IJ)J": constant(Long(0)),
		"raise0(I)V":   noop,
	})
	register("java/security/AccessController", map[string]Native{
		"getStackAccessControlContext()Ljava/security/AccessControlContext;":     constant(nothing),
		"getInheritedAccessControlContext()Ljava/security/AccessControlContext;": constant(nothing),
		"ensureMaterializedForStackWalk(Ljava/lang/Object;)V":                    noop,
		"getProtectionDomain(Ljava/lang/Class;)Ljava/security/ProtectionDomain;": constant(nothing),
	})
	// closeScope0 is the close of a shared arena (java.lang.foreign): the
	// JVM's handshake with the threads that are inside an access to its
	// memory, which then fail. Under jcheck's scheduler an access (its
	// check of the arena and its use of the memory, trusted library code)
	// is one transition, which the close comes before or after: nothing
	// to do here (JDK 22+; JDK 21's returns whether no thread was inside).
	register("jdk/internal/misc/ScopedMemoryAccess", map[string]Native{
		"registerNatives()V": noop,
		"closeScope0(Ljdk/internal/foreign/MemorySessionImpl;Ljdk/internal/misc/ScopedMemoryAccess$ScopedAccessError;)V": noop,
		"closeScope0(Ljdk/internal/foreign/MemorySessionImpl;)Z":                                                         constant(Bool(true)),
	})
	register("java/lang/invoke/MethodHandleNatives", map[string]Native{"registerNatives()V": noop})
	register("java/lang/ClassLoader", map[string]Native{"registerNatives()V": noop})
	// The boot loader's unnamed module is the VM's business: nothing to
	// tell it.
	register("jdk/internal/loader/BootLoader", map[string]Native{"setBootLoaderUnnamedModule0(Ljava/lang/Module;)V": noop})
	// The VM's performance counters (jar files and class loading count
	// and time themselves) are nobody's business but a monitoring tool's:
	// they count nothing, so that they are no state shared by the threads.
	register("jdk/internal/perf/Perf", map[string]Native{"registerNatives()V": noop})
	replace("jdk/internal/perf/PerfCounter", map[string]Native{
		"<init>(Ljava/lang/String;I)V": func(t *Thread, a []Value) Value {
			setFieldNamed(a[0].R, "name", a[1])
			return nothing
		},
		"get()J":                 constant(Long(0)),
		"set(J)V":                noop,
		"add(J)V":                noop,
		"increment()V":           noop,
		"addTime(J)V":            noop,
		"addElapsedTimeFrom(J)V": noop,
	})
	register("java/lang/ProcessEnvironment", map[string]Native{
		"environ()[[B": processEnviron,
	})
}

// stringArray makes a String[] of Go strings.
func (vm *VM) stringArray(ss []string) *Object {
	elems := make([]*Object, len(ss))
	for i, s := range ss {
		elems[i] = vm.NewString(s)
	}
	return vm.NewObjectArray(vm.wk.string, elems)
}

// vmProperties are the properties HotSpot's Arguments sets, as key/value
// pairs.
func (vm *VM) vmProperties() []string {
	home, version := "", "17"
	if vm.opts.JDK != nil {
		home = vm.opts.JDK.Home
		version = itoa(vm.opts.JDK.Version)
	}
	props := []string{
		"java.home", home,
		"java.class.path", vm.opts.ClassPath,
		"java.vm.specification.name", "Java Virtual Machine Specification",
		"java.vm.specification.vendor", "Oracle Corporation",
		"java.vm.specification.version", version,
		"java.vm.name", "jcheck",
		"java.vm.vendor", "jcheck",
		"java.vm.version", version,
		"java.vm.info", "interpreted mode",
		"jdk.debug", "release",
		"sun.java.launcher", "SUN_STANDARD",
		"sun.boot.library.path", filepath.Join(home, "lib"),
		"java.library.path", "/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib",
		"sun.nio.MaxDirectMemorySize", "-1",
		"sun.nio.PageAlignDirectMemory", "false",
	}
	// java -D's properties are HotSpot's too: SystemProps puts them over
	// the platform's.
	for _, p := range vm.opts.Properties {
		name, value, _ := strings.Cut(p, "=")
		props = append(props, name, value)
	}
	return props
}

// platformProperties fills SystemProps.Raw's fixed array; the indices are
// the _xxx_NDX constants of that class, read from the class itself. A
// property the JDK's class has no index for is left out: file.encoding
// is the platform's before JDK 18 and UTF-8 from then on (JEP 400), when
// native.encoding is the platform's instead.
func (vm *VM) platformProperties() *Object {
	raw := vm.must("jdk/internal/util/SystemProps$Raw")
	vm.initDirect(raw)
	statics := vm.Statics(raw)
	index := func(name string) int { return int(statics[mustField(raw, name).Slot].I) }
	elems := make([]*Object, index("FIXED_LENGTH"))
	set := func(name, value string) {
		if value != "" && raw.DeclaredField(name) != nil {
			elems[index(name)] = vm.NewString(value)
		}
	}
	set("_display_language_NDX", defaultLanguage)
	set("_format_language_NDX", defaultLanguage)
	set("_display_country_NDX", defaultCountry)
	set("_format_country_NDX", defaultCountry)
	set("_sun_jnu_encoding_NDX", defaultEncoding)
	set("_file_encoding_NDX", defaultEncoding)
	set("_native_encoding_NDX", defaultEncoding)
	set("_file_separator_NDX", "/")
	set("_path_separator_NDX", ":")
	set("_line_separator_NDX", "\n")
	set("_java_io_tmpdir_NDX", "/tmp")
	set("_os_name_NDX", "Linux")
	set("_os_arch_NDX", "amd64")
	var uts syscall.Utsname
	if syscall.Uname(&uts) == nil {
		b := make([]byte, 0, len(uts.Release))
		for _, c := range uts.Release {
			if c == 0 {
				break
			}
			b = append(b, byte(c))
		}
		set("_os_version_NDX", string(b))
	}
	set("_sun_arch_data_model_NDX", "64")
	set("_sun_cpu_endian_NDX", "little")
	set("_sun_io_unicode_encoding_NDX", "UnicodeLittle")
	if dir, err := os.Getwd(); err == nil {
		set("_user_dir_NDX", dir)
	}
	if u, err := user.Current(); err == nil {
		set("_user_name_NDX", u.Username)
		set("_user_home_NDX", u.HomeDir)
	}
	return vm.NewObjectArray(vm.wk.string, elems)
}

// The locale and encodings are fixed, whatever the environment: every
// execution must behave the same (DESIGN.md), and a checker's verdict must
// not depend on the machine's LANG. jcheck runs programs as java runs them
// with -Dfile.encoding=UTF-8 -Duser.language=en -Duser.country=US (and,
// by TimeZone.getSystemTimeZoneID, -Duser.timezone=UTC).
const (
	defaultLanguage = "en"
	defaultCountry  = "US"
	defaultEncoding = "UTF-8"
)

// processEnviron is the environment of the program: Options.Env, in its
// order, the same in every execution and on every machine.
func processEnviron(t *Thread, a []Value) Value {
	var elems []*Object
	for _, kv := range t.vm.opts.Env {
		k, v, _ := strings.Cut(kv, "=")
		elems = append(elems, t.vm.javaBytes(k), t.vm.javaBytes(v))
	}
	return Ref(t.vm.NewObjectArray(t.vm.wk.byteArray, elems))
}
