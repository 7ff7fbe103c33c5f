package interp

import (
	"math/rand/v2"
	"sync"
)

// The kernel's random devices as an execution reads them. java's default
// SecureRandom on Linux, NativePRNG, takes its seed from /dev/random and
// its output from /dev/urandom (mixed with a SHA1PRNG it seeds from
// there too); UUID.randomUUID and the names of temporary files
// (Files.createTempFile, File.createTempFile) come from it. An execution
// reads the devices from their start, and they hold the same bytes in
// every execution and every run: a ChaCha8 stream from a fixed seed. So
// "random" values are the same each time, as a model checker's
// executions must be to be replayed, and a program reading more than
// entropySize bytes from one descriptor of a device meets its end.

// entropySize is how many bytes a random device holds.
const entropySize = 1 << 20

// entropySeed seeds the random devices' stream.
var entropySeed = [32]byte([]byte("jcheck: the random devices seed!"))

var entropy = sync.OnceValue(func() []byte {
	b := make([]byte, entropySize)
	rand.NewChaCha8(entropySeed).Read(b)
	return b
})

// entropyDevice is the content of path if it names a random device.
func entropyDevice(path string) ([]byte, bool) {
	switch path {
	case "/dev/random", "/dev/urandom":
		return entropy(), true
	}
	return nil, false
}
