package interp

import (
	"errors"
	"hash/fnv"
	"math"
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"syscall"
)

// java.nio.file's default file system (sun.nio.fs.UnixFileSystemProvider)
// and its FileChannel (sun.nio.ch.FileChannelImpl) on the execution's view
// of the file system (files.go), as java.io's streams use it
// (natives_io.go): reads see the real files under the overlay, writes go
// to the overlay, nothing on disk changes.
//
// The JDK passes paths and buffers to its natives as addresses of memory
// outside the Java heap (NativeBuffer, direct ByteBuffers), which jcheck
// does not model. So the methods of UnixNativeDispatcher that take a
// UnixPath are replaced (the path is the UnixPath's bytes), and so are
// IOUtil's read and write of a ByteBuffer (the bytes go to and from the
// heap buffer's array); the natives that take descriptors and Java
// objects are implemented as they are. A directory stream is an open
// descriptor whose entries are the directory's names, sorted
// (VM.list), so that every execution lists the same.
//
// init reports no capabilities but birth times: without openat (SUPPORTS_OPENAT)
// UnixFileSystemProvider opens directory streams with opendir rather
// than as SecureDirectoryStreams; without futimes and lutimes it sets
// times by path. What the view cannot be — a symbolic or hard link, a
// special file, a file system's statistics, a lock — is refused with an
// error naming the method. Mappings of files are mappedfiles.go's.

const (
	// supportsBirthtime is UnixNativeDispatcher's SUPPORTS_BIRTHTIME.
	supportsBirthtime = 1 << 16

	unixDispatcher = "sun/nio/fs/UnixNativeDispatcher"
	ioUtil         = "sun/nio/ch/IOUtil"
	fileDispatcher = "sun/nio/ch/FileDispatcherImpl"
	// JDK 25 moved FileDispatcherImpl's natives to its superclass.
	unixFileDispatcher = "sun/nio/ch/UnixFileDispatcherImpl"
	unixPathArg        = "Lsun/nio/fs/UnixPath;"
	unixAttrsArg       = "Lsun/nio/fs/UnixFileAttributes;"
)

func init() {
	register(unixDispatcher, map[string]Native{
		// No capabilities but birth times: see above.
		"init()I": constant(Int(supportsBirthtime)),
		"getcwd()[B": func(t *Thread, _ []Value) Value {
			dir, err := os.Getwd()
			if err != nil {
				t.throwError(err)
				return nothing
			}
			return Ref(t.vm.javaBytes(dir))
		},
		"close0(I)V": func(t *Thread, a []Value) Value {
			delete(t.vm.files, int(a[0].I))
			return nothing
		},
		"closedir(J)V": func(t *Thread, a []Value) Value {
			delete(t.vm.files, int(a[0].I))
			return nothing
		},
		"strerror(I)[B": func(t *Thread, a []Value) Value {
			return Ref(t.vm.javaBytes(strerror(syscall.Errno(a[0].I))))
		},
		"getpwuid(I)[B": idName(func(id string) (string, error) {
			u, err := user.LookupId(id)
			if err != nil {
				return "", err
			}
			return u.Username, nil
		}),
		"getgrgid(I)[B": idName(func(id string) (string, error) {
			g, err := user.LookupGroupId(id)
			if err != nil {
				return "", err
			}
			return g.Name, nil
		}),
	})
	replace(unixDispatcher, map[string]Native{
		// Natives of JDK 17 that JDK 25 wraps in Java methods of the same
		// signature (around fstat0, fchmod0, fchown0 and readdir0), replaced
		// whichever the JDK.
		"fstat(I" + unixAttrsArg + ")V": byOpenFD(func(t *Thread, f *fileInput, a []Value) Value {
			st, errno := t.vm.statPath(f.path, true)
			if errno != 0 {
				// Deleted while open: what the descriptor reads.
				st = syscall.Stat_t{Mode: syscall.S_IFREG | 0o644, Nlink: 0}
			}
			if !f.dir {
				st.Size = int64(len(t.vm.fileData(f)))
			}
			t.vm.setAttributes(a[1].R, &st, f.path)
			return nothing
		}),
		// Owners and permissions are not kept (as java.io.File's
		// setPermission): the descriptor must be open.
		"fchmod(II)V":  byOpenFD(func(*Thread, *fileInput, []Value) Value { return nothing }),
		"fchown(III)V": byOpenFD(func(*Thread, *fileInput, []Value) Value { return nothing }),
		"readdir(J)[B": func(t *Thread, a []Value) Value {
			f := t.vm.files[int(a[0].I)]
			if f == nil || !f.dir {
				t.throwErrno(syscall.EBADF)
				return nothing
			}
			if f.pos >= len(f.entries) {
				return Ref(nil)
			}
			f.pos++
			return Ref(t.vm.javaBytes(f.entries[f.pos-1]))
		},
		"open(" + unixPathArg + "II)I": pathCall(func(t *Thread, path string, a []Value) Value {
			fd, err := t.vm.openPath(path, int(a[1].I))
			if err != nil {
				t.throwError(err)
				return nothing
			}
			return Int(int32(fd))
		}),
		"stat(" + unixPathArg + unixAttrsArg + ")V":  statCall(true),
		"lstat(" + unixPathArg + unixAttrsArg + ")V": statCall(false),
		"stat(" + unixPathArg + ")I": pathCall(func(t *Thread, path string, _ []Value) Value {
			st, errno := t.vm.statPath(path, true)
			if errno != 0 {
				return Int(0)
			}
			return Int(int32(st.Mode))
		}),
		"exists(" + unixPathArg + ")Z": pathCall(func(t *Thread, path string, _ []Value) Value {
			_, errno := t.vm.statPath(path, true)
			return Bool(errno == 0)
		}),
		"access(" + unixPathArg + "I)V": pathCall(func(t *Thread, path string, a []Value) Value {
			if errno := t.vm.access(path, uint32(a[1].I)); errno != 0 {
				t.throwErrno(errno)
			}
			return nothing
		}),
		// JDK 25's access and stat2 return the error number (0: done)
		// rather than throw it.
		"access(" + unixPathArg + "I)I": pathCall(func(t *Thread, path string, a []Value) Value {
			return Int(int32(t.vm.access(path, uint32(a[1].I))))
		}),
		"stat2(" + unixPathArg + unixAttrsArg + ")I": pathCall(func(t *Thread, path string, a []Value) Value {
			st, errno := t.vm.statPath(path, true)
			if errno == 0 {
				t.vm.setAttributes(a[1].R, &st, path)
			}
			return Int(int32(errno))
		}),
		"mkdir(" + unixPathArg + "I)V": pathCall(func(t *Thread, path string, _ []Value) Value {
			if errno := t.vm.parentDir(path); errno != 0 {
				t.throwErrno(errno)
			} else if !t.vm.create(path, true) {
				t.throwErrno(syscall.EEXIST)
			}
			return nothing
		}),
		"rmdir(" + unixPathArg + ")V":  pathCall(func(t *Thread, path string, _ []Value) Value { return t.unlinkPath(path, true) }),
		"unlink(" + unixPathArg + ")V": pathCall(func(t *Thread, path string, _ []Value) Value { return t.unlinkPath(path, false) }),
		"rename(" + unixPathArg + unixPathArg + ")V": pathCall(func(t *Thread, path string, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			if errno := t.vm.renamePath(path, t.vm.unixPath(a[1].R)); errno != 0 {
				t.throwErrno(errno)
			}
			return nothing
		}),
		"realpath(" + unixPathArg + ")[B": pathCall(func(t *Thread, path string, _ []Value) Value {
			if _, errno := t.vm.statPath(path, true); errno != 0 {
				t.throwErrno(errno)
				return nothing
			}
			return Ref(t.vm.javaBytes(canonicalPath(absPath(path))))
		}),
		"readlink(" + unixPathArg + ")[B": pathCall(func(t *Thread, path string, _ []Value) Value {
			if _, errno := t.vm.statPath(path, false); errno != 0 {
				t.throwErrno(errno)
				return nothing
			}
			if _, ok := t.vm.overlaid(path); ok {
				t.throwErrno(syscall.EINVAL) // the overlay has no links
				return nothing
			}
			target, err := os.Readlink(absPath(path))
			if err != nil {
				t.throwError(err)
				return nothing
			}
			return Ref(t.vm.javaBytes(target))
		}),
		"opendir(" + unixPathArg + ")J": pathCall(func(t *Thread, path string, _ []Value) Value {
			st, errno := t.vm.statPath(path, true)
			switch {
			case errno != 0:
				t.throwErrno(errno)
				return nothing
			case st.Mode&syscall.S_IFMT != syscall.S_IFDIR:
				t.throwErrno(syscall.ENOTDIR)
				return nothing
			}
			return Long(int64(t.vm.newFD(&fileInput{path: absPath(path), dir: true, entries: t.vm.list(path)})))
		}),
		// Owners and permissions are not kept, as java.io.File's
		// setters: the file must exist. Times are (files.go): utimes
		// gives microseconds (JDK 17; the view has no links, so lutimes
		// is the same), and JDK 25 nanoseconds through a descriptor
		// (futimens) or by path (utimensat) relative to the working
		// directory: without SUPPORTS_OPENAT the directory is always
		// AT_FDCWD.
		"chmod(" + unixPathArg + "I)V":    existsCall(true),
		"chown(" + unixPathArg + "II)V":   existsCall(true),
		"lchown(" + unixPathArg + "II)V":  existsCall(false),
		"utimes(" + unixPathArg + "JJ)V":  timesCall(1000),
		"lutimes(" + unixPathArg + "JJ)V": timesCall(1000),
		"futimens(IJJ)V": byOpenFD(func(t *Thread, f *fileInput, a []Value) Value {
			if errno := t.vm.setTimes(f.path, a[1].I, a[2].I); errno != 0 {
				t.throwErrno(errno)
			}
			return nothing
		}),
		"utimensat(I" + unixPathArg + "JJI)V": func(t *Thread, a []Value) Value {
			return timesCall(1)(t, a[1:])
		},
		// The view's files have no extended attributes (Files.copy with
		// COPY_ATTRIBUTES lists them).
		"flistxattr(IJI)I":                                                  constant(Int(0)),
		"link(" + unixPathArg + unixPathArg + ")V":                          refused(unixDispatcher, "link", "hard links"),
		"symlink([B" + unixPathArg + ")V":                                   refused(unixDispatcher, "symlink", "symbolic links"),
		"mknod(" + unixPathArg + "IJ)V":                                     refused(unixDispatcher, "mknod", "special files"),
		"statvfs(" + unixPathArg + "Lsun/nio/fs/UnixFileStoreAttributes;)V": refused(unixDispatcher, "statvfs", "file stores"),
		"pathconf(" + unixPathArg + "I)J":                                   refused(unixDispatcher, "pathconf", "file stores"),
		"fopen(" + unixPathArg + "Ljava/lang/String;)J":                     refused(unixDispatcher, "fopen", "the mount table"),
		"getpwnam(Ljava/lang/String;)I":                                     refused(unixDispatcher, "getpwnam", "looking up owners by name"),
		"getgrnam(Ljava/lang/String;)I":                                     refused(unixDispatcher, "getgrnam", "looking up groups by name"),
	})
	// Files.copy: the bytes of one descriptor's file into another's.
	register("sun/nio/fs/UnixCopyFile", map[string]Native{
		"transfer(IIJ)V": func(t *Thread, a []Value) Value {
			t.copyRest(int(a[0].I), int(a[1].I))
			return nothing
		},
	})
	// JDK 25's Files.copy on Linux: directCopy0 (copy_file_range) copies
	// all, 0 being success; the advice on how the source is read does
	// nothing.
	register("sun/nio/fs/LinuxNativeDispatcher", map[string]Native{
		"init()V":              noop,
		"posix_fadvise(IJJI)I": constant(Int(0)),
		"directCopy0(IIJ)I": func(t *Thread, a []Value) Value {
			t.copyRest(int(a[0].I), int(a[1].I))
			return Int(0)
		},
	})
	register(ioUtil, map[string]Native{
		"initIDs()V": noop,
		// Linux's IOV_MAX and RLIMIT_NOFILE as java finds them.
		"iovMax()I":  constant(Int(1024)),
		"fdLimit()I": constant(Int(1 << 20)),
		// JDK 25: the most bytes one writev may write, on Linux
		// Integer.MAX_VALUE.
		"writevMax()J": constant(Long(math.MaxInt32)),
		"fdVal(Ljava/io/FileDescriptor;)I": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			return fieldNamed(a[0].R, "fd")
		},
		"setfdVal(Ljava/io/FileDescriptor;I)V": func(t *Thread, a []Value) Value {
			if t.nullCheck(a[0].R) {
				setFieldNamed(a[0].R, "fd", a[1])
			}
			return nothing
		},
	})
	replace(ioUtil, map[string]Native{
		"read(Ljava/io/FileDescriptor;Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I": func(t *Thread, a []Value) Value {
			return t.channelIO(a[0].R, a[1].R, a[2].I, a[3].AsBool(), a[6].R, false)
		},
		"write(Ljava/io/FileDescriptor;Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I": func(t *Thread, a []Value) Value {
			return t.channelIO(a[0].R, a[1].R, a[2].I, a[3].AsBool(), a[6].R, true)
		},
		"read(Ljava/io/FileDescriptor;[Ljava/nio/ByteBuffer;IIZZILsun/nio/ch/NativeDispatcher;)J": func(t *Thread, a []Value) Value {
			return t.scatterIO(a, false)
		},
		"write(Ljava/io/FileDescriptor;[Ljava/nio/ByteBuffer;IIZZILsun/nio/ch/NativeDispatcher;)J": func(t *Thread, a []Value) Value {
			return t.scatterIO(a, true)
		},
	})
	dispatcher := map[string]Native{
		"seek0(Ljava/io/FileDescriptor;J)J": byFileDescriptor(func(t *Thread, f *fileInput, a []Value) Value {
			// -1 asks for the position; lseek past the end is allowed.
			if a[1].I >= 0 {
				f.pos = int(a[1].I)
			}
			return Long(int64(f.pos))
		}),
		"size0(Ljava/io/FileDescriptor;)J": byFileDescriptor(func(t *Thread, f *fileInput, _ []Value) Value {
			return Long(int64(len(t.vm.fileData(f))))
		}),
		"truncate0(Ljava/io/FileDescriptor;J)I": byFileDescriptor(func(t *Thread, f *fileInput, a []Value) Value {
			o, ok := t.vm.overlaid(f.path)
			if !f.write || !ok || o.deleted || o.dir {
				t.ThrowNew("java/io/IOException", strerror(syscall.EINVAL))
				return nothing
			}
			o.truncate(int(a[1].I))
			t.vm.modified(o)
			return Int(0)
		}),
		"force0(Ljava/io/FileDescriptor;Z)I": byFileDescriptor(func(*Thread, *fileInput, []Value) Value { return Int(0) }),
		"closeIntFD(I)V": func(t *Thread, a []Value) Value {
			delete(t.vm.files, int(a[0].I))
			return nothing
		},
		"lock0(Ljava/io/FileDescriptor;ZJJZ)I": refused(fileDispatcher, "lock0", "file locks"),
	}
	register(unixFileDispatcher, dispatcher)
	dispatcher["init()V"] = noop
	dispatcher["canTransferToFromOverlappedMap0()Z"] = constant(Bool(false))
	register(fileDispatcher, dispatcher)
	register(unixFileDispatcher, map[string]Native{
		// The page size, as FileChannelImpl.initIDs gives it on JDK 17.
		"allocationGranularity0()J": constant(Long(4096)),
		// What is left to read of a regular file past its position; the
		// view has no other files (isOther0: not a regular file,
		// directory or link).
		"available0(Ljava/io/FileDescriptor;)I": byFileDescriptor(func(t *Thread, f *fileInput, _ []Value) Value {
			if f.dir {
				return Int(0)
			}
			return Int(int32(min(max(len(t.vm.fileData(f))-f.pos, 0), math.MaxInt32)))
		}),
		"isOther0(Ljava/io/FileDescriptor;)Z": byFileDescriptor(func(*Thread, *fileInput, []Value) Value { return Bool(false) }),
	})
	// JDK 25's transfers between files, as on Linux: transferTo0 copies
	// from the source at position (its own does not move) to the
	// target at its position, transferFrom0 from the source at its
	// position (which moves past the bytes) to the target at position;
	// neither can append (IOStatus.UNSUPPORTED_CASE), which FileChannelImpl
	// then does by other means.
	const unsupportedCase = -6
	register(fileDispatcher, map[string]Native{
		"init0()V": noop,
		"transferTo0(Ljava/io/FileDescriptor;JJLjava/io/FileDescriptor;Z)J": func(t *Thread, a []Value) Value {
			if a[4].AsBool() {
				return Long(unsupportedCase)
			}
			return t.transferTo(a[0].R, a[1].I, a[2].I, a[3].R)
		},
		"transferFrom0(Ljava/io/FileDescriptor;Ljava/io/FileDescriptor;JJZ)J": func(t *Thread, a []Value) Value {
			if a[4].AsBool() {
				return Long(unsupportedCase)
			}
			return t.transferFrom(a[0].R, a[1].R, a[2].I, a[3].I)
		},
	})
	// The identity of an open file (FileLockTable's key): its device and
	// inode, as fstat gives them.
	register("sun/nio/ch/FileKey", map[string]Native{
		"initIDs()V": noop,
		"init(Ljava/io/FileDescriptor;)V": func(t *Thread, a []Value) Value {
			f := t.vm.openDescriptor(t, a[1].R)
			if f == nil {
				return nothing
			}
			st, _ := t.vm.statPath(f.path, true)
			setFieldNamed(a[0].R, "st_dev", Long(int64(st.Dev)))
			setFieldNamed(a[0].R, "st_ino", Long(int64(st.Ino)))
			return nothing
		},
		// JDK 25: the same two numbers, into finfo.
		"init(Ljava/io/FileDescriptor;[J)V": func(t *Thread, a []Value) Value {
			f := t.vm.openDescriptor(t, a[0].R)
			if f == nil || !t.nullCheck(a[1].R) {
				return nothing
			}
			st, _ := t.vm.statPath(f.path, true)
			finfo := a[1].R.Array.([]int64)
			finfo[0], finfo[1] = int64(st.Dev), int64(st.Ino)
			return nothing
		},
	})
	register("sun/nio/ch/FileChannelImpl", map[string]Native{
		// The allocation granularity (the page size) and the largest
		// transfer, as on Linux.
		"initIDs()J":                constant(Long(4096)),
		"maxDirectTransferSize0()I": constant(Int(0x7ffff000)),
		// transferTo of one file to another, as sendfile(2): from the
		// source at position (its own does not move), to the target at
		// its position.
		"transferTo0(Ljava/io/FileDescriptor;JJLjava/io/FileDescriptor;)J": func(t *Thread, a []Value) Value {
			return t.transferTo(a[1].R, a[2].I, a[3].I, a[4].R)
		},
	})
	// transferFrom of a FileChannel maps the source in chunks; the bytes
	// are copied instead (the same in one step), from the source's position
	// (which moves past them) to this file at position.
	replace("sun/nio/ch/FileChannelImpl", map[string]Native{
		"transferFromFileChannel(Lsun/nio/ch/FileChannelImpl;JJ)J": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			if !fieldNamed(a[1].R, "readable").AsBool() {
				t.ThrowNew("java/nio/channels/NonReadableChannelException", "")
				return nothing
			}
			return t.transferFrom(fieldNamed(a[1].R, "fd").R, fieldNamed(a[0].R, "fd").R, a[2].I, a[3].I)
		},
	})
	// A thread blocked in I/O is never signalled: NativeThread.current
	// answers -1, which its documentation says means that no signal is
	// needed. Signals stay pending on Linux (supportPendingSignals0, a
	// native of the later JDK 17 updates), so FileDispatcherImpl
	// signals before it closes.
	register("sun/nio/ch/NativeThread", map[string]Native{
		"init()V":                   noop,
		"current()J":                constant(Long(-1)),
		"signal(J)V":                noop,
		"supportPendingSignals0()Z": constant(Bool(true)),
		// JDK 25 asks current0 only for platform threads; 0 is its
		// answer on systems that need no signal.
		"current0()J": constant(Long(0)),
		"signal0(J)V": noop,
	})
	// A FileChannel registers with the common Cleaner, which would start
	// a thread that waits for references to be enqueued. jcheck collects
	// no garbage, so the thread would never have anything to do, but it
	// would be a thread of the program in every interleaving: it is not
	// started (the cleaning actions are registered all the same).
	replace("jdk/internal/ref/CleanerImpl", map[string]Native{
		"start(Ljava/lang/ref/Cleaner;Ljava/util/concurrent/ThreadFactory;)V": noop,
	})
	// For the same reason the list of a cleaner's cleaning actions is
	// never read: an action only needs to know whether it has run, which
	// is whether it is still registered (next is not itself). Linking
	// each into the cleaner's shared list, under the list's lock, would
	// make every file opened and closed by a thread a scheduling point
	// with every other thread that opens files.
	replace("jdk/internal/ref/PhantomCleanable", map[string]Native{
		"insert()V": func(t *Thread, a []Value) Value {
			list := fieldNamed(a[0].R, "list")
			setFieldNamed(a[0].R, "prev", list)
			setFieldNamed(a[0].R, "next", list)
			return nothing
		},
		"remove()Z": func(t *Thread, a []Value) Value {
			if fieldNamed(a[0].R, "next").R == a[0].R {
				return Bool(false)
			}
			setFieldNamed(a[0].R, "prev", a[0])
			setFieldNamed(a[0].R, "next", a[0])
			return Bool(true)
		},
	})
}

func init() {
	// As java.io's: every use of a file by a thread while another is
	// alive is a visible operation on the file system's state, of the
	// parts it uses (FileUse; anyFileUse's, the whole of it).
	// A query of a path reads the paths and its content (FileUse).
	pathQuery := stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
		if a[0].R == nil {
			return StateAccess{State: FileSystemState}, true
		}
		return StateAccess{State: FileSystemState, File: FileQuery, Path: pathKey(t.vm.unixPath(a[0].R))}, true
	})
	for _, key := range []string{
		unixDispatcher + ".stat(" + unixPathArg + unixAttrsArg + ")V", unixDispatcher + ".lstat(" + unixPathArg + unixAttrsArg + ")V",
		unixDispatcher + ".stat(" + unixPathArg + ")I", unixDispatcher + ".exists(" + unixPathArg + ")Z",
		unixDispatcher + ".access(" + unixPathArg + "I)V", unixDispatcher + ".realpath(" + unixPathArg + ")[B",
		unixDispatcher + ".access(" + unixPathArg + "I)I", unixDispatcher + ".stat2(" + unixPathArg + unixAttrsArg + ")I",
		unixDispatcher + ".readlink(" + unixPathArg + ")[B",
	} {
		visibleNatives[key] = pathQuery
	}
	// Uses of a descriptor, given as an int or a FileDescriptor: it and
	// the content of its file.
	byFD := func(use FileUse) func(*Thread, []Value) (Op, bool) {
		return stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
			return t.vm.descriptorUse(int(a[0].I), use), true
		})
	}
	byFileDescriptor := func(use FileUse) func(*Thread, []Value) (Op, bool) {
		return stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
			if a[0].R == nil {
				return StateAccess{State: FileSystemState}, true
			}
			return t.vm.descriptorUse(int(fieldNamed(a[0].R, "fd").I), use), true
		})
	}
	visibleNatives[unixDispatcher+".fstat(I"+unixAttrsArg+")V"] = byFD(FileQuery)
	for _, key := range []string{fileDispatcher + ".size0(Ljava/io/FileDescriptor;)J",
		unixFileDispatcher + ".size0(Ljava/io/FileDescriptor;)J", unixFileDispatcher + ".available0(Ljava/io/FileDescriptor;)I"} {
		visibleNatives[key] = byFileDescriptor(FileQuery)
	}
	visibleNatives[unixDispatcher+".close0(I)V"] = byFD(FileClose)
	for _, key := range []string{fileDispatcher + ".closeIntFD(I)V", unixFileDispatcher + ".closeIntFD(I)V"} {
		visibleNatives[key] = byFD(FileClose)
	}
	for _, key := range []string{
		ioUtil + ".read(Ljava/io/FileDescriptor;Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I",
		ioUtil + ".read(Ljava/io/FileDescriptor;[Ljava/nio/ByteBuffer;IIZZILsun/nio/ch/NativeDispatcher;)J",
		fileDispatcher + ".seek0(Ljava/io/FileDescriptor;J)J", unixFileDispatcher + ".seek0(Ljava/io/FileDescriptor;J)J",
	} {
		visibleNatives[key] = byFileDescriptor(FileRead)
	}
	for _, key := range []string{
		ioUtil + ".write(Ljava/io/FileDescriptor;Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I",
		ioUtil + ".write(Ljava/io/FileDescriptor;[Ljava/nio/ByteBuffer;IIZZILsun/nio/ch/NativeDispatcher;)J",
	} {
		visibleNatives[key] = byFileDescriptor(FileWrite)
	}
	// An open that may create or truncate the file changes the paths.
	visibleNatives[unixDispatcher+".open("+unixPathArg+"II)I"] = stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
		if a[0].R == nil {
			return StateAccess{State: FileSystemState}, true
		}
		flags := int(a[1].I)
		write := flags&syscall.O_ACCMODE != syscall.O_RDONLY || flags&(syscall.O_CREAT|syscall.O_TRUNC) != 0
		return StateAccess{State: FileSystemState, File: FileOpen, Path: pathKey(t.vm.unixPath(a[0].R)), Write: write}, true
	})
	for _, key := range []string{
		unixDispatcher + ".flistxattr(IJI)I",
		unixDispatcher + ".chmod(" + unixPathArg + "I)V", unixDispatcher + ".chown(" + unixPathArg + "II)V",
		unixDispatcher + ".lchown(" + unixPathArg + "II)V",
	} {
		visibleNatives[key] = anyFileUse
	}
	for _, key := range []string{
		unixDispatcher + ".mkdir(" + unixPathArg + "I)V", unixDispatcher + ".rmdir(" + unixPathArg + ")V",
		unixDispatcher + ".unlink(" + unixPathArg + ")V", unixDispatcher + ".rename(" + unixPathArg + unixPathArg + ")V",
		unixDispatcher + ".opendir(" + unixPathArg + ")J", unixDispatcher + ".readdir(J)[B", unixDispatcher + ".closedir(J)V",
		unixDispatcher + ".utimensat(I" + unixPathArg + "JJI)V", unixDispatcher + ".futimens(IJJ)V",
		unixDispatcher + ".utimes(" + unixPathArg + "JJ)V", unixDispatcher + ".lutimes(" + unixPathArg + "JJ)V",
		// A mapping shares a file's bytes (mappedfiles.go).
		"sun/nio/ch/FileChannelImpl.map0(IJJZ)J", "sun/nio/ch/FileChannelImpl.unmap0(JJ)I",
		unixFileDispatcher + ".map0(Ljava/io/FileDescriptor;IJJZ)J", unixFileDispatcher + ".unmap0(JJ)I",
		"sun/nio/fs/UnixCopyFile.transfer(IIJ)V",
		"sun/nio/fs/LinuxNativeDispatcher.directCopy0(IIJ)I",
		fileDispatcher + ".truncate0(Ljava/io/FileDescriptor;J)I", unixFileDispatcher + ".truncate0(Ljava/io/FileDescriptor;J)I",
		fileDispatcher + ".transferTo0(Ljava/io/FileDescriptor;JJLjava/io/FileDescriptor;Z)J",
		fileDispatcher + ".transferFrom0(Ljava/io/FileDescriptor;Ljava/io/FileDescriptor;JJZ)J",
		"sun/nio/ch/FileChannelImpl.transferTo0(Ljava/io/FileDescriptor;JJLjava/io/FileDescriptor;)J",
		"sun/nio/ch/FileChannelImpl.transferFromFileChannel(Lsun/nio/ch/FileChannelImpl;JJ)J",
	} {
		visibleNatives[key] = anyFileUse
	}
}

// unixPath is the path a UnixPath names, as getByteArrayForSysCalls
// gives it to the system (the empty path is the working directory).
func (vm *VM) unixPath(p *Object) string {
	b := bytesOf(fieldNamed(p, "path").R.Array.([]int8))
	if len(b) == 0 {
		return "."
	}
	return string(b)
}

// pathCall is a replaced UnixNativeDispatcher method whose first
// argument is a UnixPath: fn gets the path.
func pathCall(fn func(t *Thread, path string, a []Value) Value) Native {
	return func(t *Thread, a []Value) Value {
		if !t.nullCheck(a[0].R) {
			return nothing
		}
		return fn(t, t.vm.unixPath(a[0].R), a)
	}
}

// statCall is stat or lstat of a path into a UnixFileAttributes.
func statCall(follow bool) Native {
	return pathCall(func(t *Thread, path string, a []Value) Value {
		st, errno := t.vm.statPath(path, follow)
		if errno != 0 {
			t.throwErrno(errno)
			return nothing
		}
		t.vm.setAttributes(a[1].R, &st, path)
		return nothing
	})
}

// existsCall is a change of what the view does not keep: it succeeds if
// the path exists.
func existsCall(follow bool) Native {
	return pathCall(func(t *Thread, path string, _ []Value) Value {
		if _, errno := t.vm.statPath(path, follow); errno != 0 {
			t.throwErrno(errno)
		}
		return nothing
	})
}

// timesCall is utimes of a path: its access and modification times,
// given in units of unit nanoseconds.
func timesCall(unit int64) Native {
	return pathCall(func(t *Thread, path string, a []Value) Value {
		if errno := t.vm.setTimes(path, a[1].I*unit, a[2].I*unit); errno != 0 {
			t.throwErrno(errno)
		}
		return nothing
	})
}

// refused is a method of class the view cannot perform: the execution
// ends with an error naming it.
func refused(class, name, what string) Native {
	return func(*Thread, []Value) Value {
		unsupported("%s.%s (%s)", strings.ReplaceAll(class, "/", "."), name, what)
		return nothing
	}
}

// byOpenFD is a native whose first argument is a descriptor number.
func byOpenFD(fn func(t *Thread, f *fileInput, a []Value) Value) Native {
	return func(t *Thread, a []Value) Value {
		f := t.vm.files[int(a[0].I)]
		if f == nil {
			t.throwErrno(syscall.EBADF)
			return nothing
		}
		return fn(t, f, a)
	}
}

// byFileDescriptor is a native of FileDispatcherImpl whose first argument
// is a java.io.FileDescriptor.
func byFileDescriptor(fn func(t *Thread, f *fileInput, a []Value) Value) Native {
	return func(t *Thread, a []Value) Value {
		if f := t.vm.openDescriptor(t, a[0].R); f != nil {
			return fn(t, f, a)
		}
		return nothing
	}
}

// openDescriptor is the open file of a java.io.FileDescriptor; a closed
// one fails as the JDK's JNU_ThrowIOExceptionWithLastError does (nil).
func (vm *VM) openDescriptor(t *Thread, fd *Object) *fileInput {
	if !t.nullCheck(fd) {
		return nil
	}
	f := vm.files[int(fieldNamed(fd, "fd").I)]
	if f == nil {
		t.ThrowNew("java/io/IOException", strerror(syscall.EBADF))
	}
	return f
}

// throwErrno throws sun.nio.fs.UnixException for errno, as the natives'
// throwUnixException does; UnixFileSystemProvider turns it into the
// IOException of java.nio.file (NoSuchFileException for ENOENT,
// FileAlreadyExistsException for EEXIST, ...).
func (t *Thread) throwErrno(errno syscall.Errno) {
	exc := t.vm.newThrowable("sun/nio/fs/UnixException", "")
	setFieldNamed(exc, "errno", Int(int32(errno)))
	t.Throw(exc)
}

// errnoOf is the error number of a failed system call (EIO if it has
// none).
func errnoOf(err error) syscall.Errno {
	if errno := syscall.Errno(0); errors.As(err, &errno) {
		return errno
	}
	return syscall.EIO
}

// throwError throws the UnixException of a failed call: its error
// number, found from the reason the view gives (files.go's errors are
// strerror's messages), or that reason as the exception's message when
// it has none (a file jcheck does not read: "Not a regular file").
func (t *Thread) throwError(err error) {
	if errno := syscall.Errno(0); errors.As(err, &errno) {
		t.throwErrno(errno)
		return
	}
	for _, errno := range []syscall.Errno{syscall.ENOENT, syscall.EISDIR, syscall.EACCES, syscall.EFBIG} {
		if err.Error() == strerror(errno) {
			t.throwErrno(errno)
			return
		}
	}
	exc := t.vm.newThrowable("sun/nio/fs/UnixException", "")
	setFieldNamed(exc, "msg", Ref(t.vm.NewString(err.Error())))
	t.Throw(exc)
}

// strerror is glibc's message for an error number: Go's, which is the
// same text without the capital.
func strerror(errno syscall.Errno) string {
	s := errno.Error()
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// javaBytes makes a byte[] of a Go string's bytes.
func (vm *VM) javaBytes(s string) *Object {
	b := make([]int8, len(s))
	for i := range len(s) {
		b[i] = int8(s[i])
	}
	return vm.NewByteArray(b)
}

// statPath is stat(2) (follow) or lstat(2) of a path in the execution's
// view: a path the overlay names has its attributes, another the real
// file's.
func (vm *VM) statPath(path string, follow bool) (syscall.Stat_t, syscall.Errno) {
	key := absPath(path)
	var st syscall.Stat_t
	var err error
	if follow {
		err = syscall.Stat(key, &st)
	} else {
		err = syscall.Lstat(key, &st)
	}
	f, ok := vm.overlay[key]
	switch {
	case ok && f.deleted:
		return syscall.Stat_t{}, syscall.ENOENT
	case !ok && err != nil:
		return st, errnoOf(err)
	case !ok:
		return st, 0
	}
	// The execution made or changed it: a real file it replaces lends
	// its identity and permissions; a new one is the user's, numbered by
	// its path. Its times are the overlay's (files.go).
	kind, perm := uint32(syscall.S_IFREG), st.Mode&^syscall.S_IFMT
	st.Nlink, st.Size = 1, int64(len(f.data))
	if f.dir {
		kind, st.Nlink, st.Size = syscall.S_IFDIR, 2, 4096
	}
	if err != nil || st.Mode&syscall.S_IFMT != kind {
		h := fnv.New64a()
		h.Write([]byte(key))
		st.Ino, st.Dev, st.Rdev, st.Uid, st.Gid, perm = h.Sum64(), 0, 0, uint32(os.Getuid()), uint32(os.Getgid()), 0o644
		if f.dir {
			perm = 0o755
		}
	}
	st.Mode = kind | perm
	st.Atim, st.Mtim, st.Ctim = syscall.NsecToTimespec(f.times.atime), syscall.NsecToTimespec(f.times.mtime), syscall.NsecToTimespec(f.times.ctime)
	return st, 0
}

// setAttributes fills a UnixFileAttributes as the JDK's
// prepAttributes does, with the birth time of the file at path, which
// stat(2) does not give (init reports SUPPORTS_BIRTHTIME, as java does
// on Linux with statx).
func (vm *VM) setAttributes(attrs *Object, st *syscall.Stat_t, path string) {
	birth := syscall.NsecToTimespec(vm.timesOf(path).btime)
	setFieldNamed(attrs, "st_birthtime_sec", Long(birth.Sec))
	setFieldNamed(attrs, "st_birthtime_nsec", Long(birth.Nsec))
	if f := attrs.Class.InstanceField("birthtime_available"); f != nil {
		attrs.Fields[f.Slot] = Bool(true) // JDK 25
	}
	for _, f := range []struct {
		name string
		v    int64
	}{
		{"st_mode", int64(int32(st.Mode))}, {"st_ino", int64(st.Ino)}, {"st_dev", int64(st.Dev)}, {"st_rdev", int64(st.Rdev)},
		{"st_nlink", int64(int32(st.Nlink))}, {"st_uid", int64(int32(st.Uid))}, {"st_gid", int64(int32(st.Gid))}, {"st_size", st.Size},
		{"st_atime_sec", st.Atim.Sec}, {"st_atime_nsec", st.Atim.Nsec}, {"st_mtime_sec", st.Mtim.Sec}, {"st_mtime_nsec", st.Mtim.Nsec},
		{"st_ctime_sec", st.Ctim.Sec}, {"st_ctime_nsec", st.Ctim.Nsec},
	} {
		setFieldNamed(attrs, f.name, Value{I: f.v})
	}
}

// access is access(2) of a path in the execution's view (amode: R_OK,
// W_OK, X_OK, or 0 for existence). The execution's own files are its
// user's to read and write, and executable if they have an execute bit
// (a file it made is 0644, a directory 0755).
func (vm *VM) access(path string, amode uint32) syscall.Errno {
	if _, ok := vm.overlaid(path); !ok && amode != 0 {
		if err := syscall.Access(absPath(path), amode); err != nil {
			return errnoOf(err)
		}
		return 0
	}
	st, errno := vm.statPath(path, true)
	if errno == 0 && amode&1 != 0 && st.Mode&0o111 == 0 { // X_OK
		errno = syscall.EACCES
	}
	return errno
}

// parentDir checks that a path's directory exists in the view, as a
// call that creates the path needs.
func (vm *VM) parentDir(path string) syscall.Errno {
	st, errno := vm.statPath(filepath.Dir(absPath(path)), true)
	switch {
	case errno != 0:
		return errno
	case st.Mode&syscall.S_IFMT != syscall.S_IFDIR:
		return syscall.ENOTDIR
	}
	return 0
}

// openPath is open(2) of a path in the execution's view with the flags
// UnixChannelFactory gives (O_ACCMODE, O_CREAT, O_EXCL, O_TRUNC,
// O_APPEND, O_NOFOLLOW; O_SYNC and O_DSYNC change nothing here): a new
// descriptor, or the error.
func (vm *VM) openPath(path string, flags int) (int, error) {
	if flags&syscall.O_DIRECT != 0 {
		unsupported("opening a file for direct I/O (ExtendedOpenOption.DIRECT)")
	}
	write := flags&syscall.O_ACCMODE != syscall.O_RDONLY
	st, errno := vm.statPath(path, flags&syscall.O_NOFOLLOW == 0)
	switch {
	case errno == 0 && flags&syscall.O_CREAT != 0 && flags&syscall.O_EXCL != 0:
		return 0, syscall.EEXIST
	case errno == 0 && st.Mode&syscall.S_IFMT == syscall.S_IFLNK:
		return 0, syscall.ELOOP // O_NOFOLLOW of a link
	case errno == 0 && st.Mode&syscall.S_IFMT == syscall.S_IFDIR:
		if write {
			return 0, syscall.EISDIR
		}
		return vm.newFD(&fileInput{path: absPath(path), dir: true, entries: vm.list(path)}), nil
	case errno == syscall.ENOENT && flags&syscall.O_CREAT != 0:
		if errno := vm.parentDir(path); errno != 0 {
			return 0, errno
		}
	case errno != 0:
		return 0, errno
	}
	f := &fileInput{path: absPath(path), write: write, append: flags&syscall.O_APPEND != 0}
	if write {
		if _, err := vm.writable(path, flags&syscall.O_TRUNC != 0); err != nil {
			return 0, err
		}
	} else {
		data, err := vm.content(path)
		if err != nil {
			return 0, err
		}
		f.data = data
	}
	return vm.newFD(f), nil
}

// unlinkPath is unlink(2) (of anything but a directory) or rmdir(2) (of
// an empty directory).
func (t *Thread) unlinkPath(path string, dir bool) Value {
	st, errno := t.vm.statPath(path, false)
	isDir := errno == 0 && st.Mode&syscall.S_IFMT == syscall.S_IFDIR
	switch {
	case errno != 0:
	case dir && !isDir:
		errno = syscall.ENOTDIR
	case !dir && isDir:
		errno = syscall.EISDIR
	case dir && len(t.vm.list(path)) > 0:
		errno = syscall.ENOTEMPTY
	case !t.vm.remove(path):
		errno = syscall.EIO
	}
	if errno != 0 {
		t.throwErrno(errno)
	}
	return nothing
}

// renamePath is rename(2) in the execution's view.
func (vm *VM) renamePath(from, to string) syscall.Errno {
	src, dst := absPath(from), absPath(to)
	st, errno := vm.statPath(src, false)
	if errno != 0 {
		return errno
	}
	if errno := vm.parentDir(dst); errno != 0 {
		return errno
	}
	srcDir := st.Mode&syscall.S_IFMT == syscall.S_IFDIR
	if srcDir && strings.HasPrefix(dst, src+string(filepath.Separator)) {
		return syscall.EINVAL
	}
	if dt, errno := vm.statPath(dst, false); errno == 0 {
		dstDir := dt.Mode&syscall.S_IFMT == syscall.S_IFDIR
		switch {
		case srcDir && !dstDir:
			return syscall.ENOTDIR
		case !srcDir && dstDir:
			return syscall.EISDIR
		case dstDir && len(vm.list(dst)) > 0:
			return syscall.ENOTEMPTY
		}
	}
	if !vm.rename(src, dst) {
		return syscall.EIO
	}
	return 0
}

// fileSpan is what an open file holds from pos on, at most count bytes
// (none past the end).
func (vm *VM) fileSpan(f *fileInput, pos, count int) []byte {
	data := vm.fileData(f)
	from := min(pos, len(data))
	return data[from : from+min(count, len(data)-from)]
}

// channelIO is IOUtil's read or write of a ByteBuffer at a position (-1:
// the descriptor's) through a FileChannel's dispatcher: the bytes between
// the buffer's position and limit, which moves past them. A read at the
// end returns -1 (IOStatus.EOF).
func (t *Thread) channelIO(fdObj, buf *Object, position int64, directIO bool, nd *Object, write bool) Value {
	if !t.nullCheck(fdObj) || !t.nullCheck(buf) {
		return nothing
	}
	if nd == nil || nd.Class.Name != fileDispatcher {
		unsupported("I/O of a channel other than a FileChannel")
	}
	if directIO {
		unsupported("direct I/O (ExtendedOpenOption.DIRECT)")
	}
	if !write && fieldNamed(buf, "isReadOnly").AsBool() {
		t.ThrowNew("java/lang/IllegalArgumentException", "Read-only buffer")
		return nothing
	}
	f := t.vm.openDescriptor(t, fdObj)
	if f == nil {
		return nothing
	}
	pos, lim := int(fieldNamed(buf, "position").I), int(fieldNamed(buf, "limit").I)
	if pos >= lim {
		return Int(0)
	}
	var data []int8
	if hb := fieldNamed(buf, "hb").R; hb != nil {
		off := int(fieldNamed(buf, "offset").I)
		data = hb.Array.([]int8)[off+pos : off+lim]
	} else {
		// A direct buffer's bytes are native memory from its address.
		data = t.vm.nativeBytes(fieldNamed(buf, "address").I+int64(pos), int64(lim-pos), "FileChannel I/O")
	}
	at := int(position)
	var n int
	switch {
	case f.dir:
		t.ThrowNew("java/io/IOException", strerror(syscall.EISDIR))
		return nothing
	case write && !f.write:
		t.ThrowNew("java/io/IOException", strerror(syscall.EBADF))
		return nothing
	case write:
		end := t.vm.fileWriteAt(f, bytesOf(data), at)
		if position < 0 {
			f.pos = end
		}
		n = len(data)
	default:
		if position < 0 {
			at = f.pos
		}
		b := make([]byte, len(data))
		n = t.vm.fileReadAt(f, b, at)
		for i := range n {
			data[i] = int8(b[i])
		}
		if n == 0 {
			return Int(-1)
		}
		if position < 0 {
			f.pos += n
		}
	}
	setFieldNamed(buf, "position", Int(int32(pos+n)))
	return Int(int32(n))
}

// copyRest copies the rest of descriptor src's file, from its position,
// to descriptor dst's at its position, as UnixCopyFile's transfer does.
func (t *Thread) copyRest(dstFD, srcFD int) {
	dst, src := t.vm.files[dstFD], t.vm.files[srcFD]
	if dst == nil || src == nil || !dst.write {
		t.throwErrno(syscall.EBADF)
		return
	}
	rest := t.vm.fileSpan(src, src.pos, math.MaxInt)
	src.pos += len(rest)
	dst.pos = t.vm.fileWriteAt(dst, rest, -1)
}

// transferTo copies count bytes of the source from position (its own
// position does not move) to the target at its position, as sendfile(2)
// does.
func (t *Thread) transferTo(srcFD *Object, position, count int64, dstFD *Object) Value {
	src, dst := t.vm.openDescriptor(t, srcFD), t.vm.openDescriptor(t, dstFD)
	if src == nil || dst == nil {
		return nothing
	}
	chunk := t.vm.fileSpan(src, int(position), int(count))
	dst.pos = t.vm.fileWriteAt(dst, chunk, -1)
	return Long(int64(len(chunk)))
}

// scatterIO is IOUtil's read or write of buffers[offset:offset+length]:
// each in turn, until one is not filled or emptied.
func (t *Thread) scatterIO(a []Value, write bool) Value {
	bufs := a[1].R
	if !t.nullCheck(bufs) {
		return nothing
	}
	var total int64
	for _, b := range bufs.Array.([]*Object)[a[2].I : a[2].I+a[3].I] {
		want := fieldNamed(b, "limit").I - fieldNamed(b, "position").I
		r := t.channelIO(a[0].R, b, -1, a[4].AsBool(), a[7].R, write)
		switch {
		case t.exc != nil:
			return nothing
		case r.I < 0 && total == 0:
			return Long(-1)
		case r.I < 0:
			return Long(total)
		}
		total += r.I
		if r.I < want {
			break
		}
	}
	return Long(total)
}

// idName is the native of getpwuid or getgrgid: the name lookup gives
// the user or group id (the int argument), or the errno ENOENT.
func idName(lookup func(id string) (string, error)) Native {
	return func(t *Thread, a []Value) Value {
		name, err := lookup(itoa(int(a[0].I)))
		if err != nil {
			t.throwErrno(syscall.ENOENT)
			return nothing
		}
		return Ref(t.vm.javaBytes(name))
	}
}

// transferFrom copies up to count bytes from the source descriptor, at
// its position (which moves past them), to the target at position, and
// returns how many it copied: FileChannel.transferFrom of one file to
// another.
func (t *Thread) transferFrom(srcFD, dstFD *Object, position, count int64) Value {
	src, dst := t.vm.openDescriptor(t, srcFD), t.vm.openDescriptor(t, dstFD)
	if src == nil || dst == nil {
		return nothing
	}
	chunk := t.vm.fileSpan(src, src.pos, int(count))
	t.vm.fileWriteAt(dst, chunk, int(position))
	src.pos += len(chunk)
	return Long(int64(len(chunk)))
}
