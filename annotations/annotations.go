// Package annotations holds what jcheck is told about a program beyond its
// bytecode (Stoller 2002 §8–9; Stoller 2000 §5, §10): the annotation
// files a user writes (file.go: unshared allocation sites, communication
// classes, method and atomic granularity, lock classes), and the built-in
// knowledge about the Java class library: which of its code synchronises
// by means the locking discipline LD' does not describe (volatile fields,
// compare-and-set, park/unpark, racy caches of immutable values), and is
// therefore trusted rather than checked by lockset'.
package annotations

import "strings"

// trustedPackages are library packages whose shared state is kept
// consistent by volatile fields and atomic operations (java.util.concurrent
// and its locks and atomics), or that are the runtime's own machinery.
// java.util.stream's parallel pipelines hand their tasks, partial results
// and spliterators from one worker to another through fork and join
// (ForkJoinTask's volatile status, the pool's queues): ordered, but by no
// common lock.
var trustedPackages = []string{
	"java/util/concurrent/",
	"java/util/stream/",
	"java/lang/invoke/",
	"java/lang/ref/",
	"java/lang/reflect/",
	"jdk/",
	"sun/",
}

// trustedClasses are classes whose unsynchronised accesses are by design:
// java.lang's thread machinery, class metadata caches, and String's cached
// hash code; Charset's caches of charsets (JDK 21's defaultCharset is
// set lazily under the class's monitor, read without it). The fields of
// their objects are trusted state whatever code accesses them
// (interp's trustedAccess).
var trustedClasses = map[string]bool{
	"java/lang/Thread":                     true,
	"java/lang/ThreadGroup":                true,
	"java/lang/ThreadLocal":                true,
	"java/lang/ThreadLocal$ThreadLocalMap": true,
	"java/lang/Class":                      true,
	"java/lang/ClassLoader":                true,
	"java/lang/ClassValue":                 true,
	"java/lang/System":                     true,
	"java/lang/Runtime":                    true,
	"java/lang/Shutdown":                   true,
	"java/lang/String":                     true,
	"java/lang/Module":                     true,
	"java/nio/charset/Charset":             true,
	// The FieldPosition that DateFormat.format(Date) passes when its
	// caller wants none: one shared instance, whose indexes every format
	// writes and nobody reads.
	"java/text/DontCareFieldPosition": true,
}

// TrustedCode reports whether code of the class (internal name) is trusted:
// lockset' does not check the accesses it performs.
func TrustedCode(class string) bool {
	if trustedClasses[class] {
		return true
	}
	if i := strings.IndexByte(class, '$'); i > 0 && trustedClasses[class[:i]] {
		return true
	}
	for _, p := range trustedPackages {
		if strings.HasPrefix(class, p) {
			return true
		}
	}
	return false
}
