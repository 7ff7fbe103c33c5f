package interp

import "github.com/jcheck/jcheck/classfile"

// jdk.internal.reflect.ConstantPool, which the class library uses to
// parse annotations: Class.getConstantPool and the natives that read a
// class's constant pool entries, with HotSpot's index and tag checks
// (jvm.cpp's JVM_ConstantPool*).

func init() {
	register("java/lang/Class", map[string]Native{
		"getConstantPool()Ljdk/internal/reflect/ConstantPool;": classConstantPool,
	})
	const sig = "(Ljava/lang/Object;I)"
	// index finds the class and pool index the natives (this,
	// constantPoolOop, index) refer to, checking the index as HotSpot does.
	index := func(t *Thread, a []Value) (*Class, uint16, bool) {
		if !t.nullCheck(a[1].R) {
			return nil, 0, false
		}
		c := ClassOf(a[1].R)
		index := a[2].AsInt()
		if c == nil || c.File == nil || index < 0 || int(index) >= len(c.File.Pool) {
			t.ThrowNew("java/lang/IllegalArgumentException", "Constant pool index out of bounds")
			return nil, 0, false
		}
		return c, uint16(index), true
	}
	// entry is index that also checks the kind of entry.
	entry := func(t *Thread, a []Value, tags ...classfile.Tag) (*Class, uint16, bool) {
		c, i, ok := index(t, a)
		if !ok {
			return nil, 0, false
		}
		tag := c.File.Pool[i].Tag
		for _, want := range tags {
			if tag == want {
				return c, i, true
			}
		}
		t.ThrowNew("java/lang/IllegalArgumentException", "Wrong type at constant pool index")
		return nil, 0, false
	}
	// at makes the native that reads an entry of one of the kinds tags.
	at := func(read func(t *Thread, pool classfile.Pool, i uint16) Value, tags ...classfile.Tag) Native {
		return func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, tags...)
			if !ok {
				return nothing
			}
			return read(t, c.File.Pool, i)
		}
	}
	memberRefs := []classfile.Tag{classfile.TagFieldref, classfile.TagMethodref, classfile.TagInterfaceMethodref}
	member := func(t *Thread, a []Value, resolve, method bool) Value {
		tags := []classfile.Tag{classfile.TagFieldref}
		if method {
			tags = []classfile.Tag{classfile.TagMethodref, classfile.TagInterfaceMethodref}
		}
		c, i, ok := entry(t, a, tags...)
		if !ok {
			return nothing
		}
		cls, name, desc := c.File.Pool.MemberRef(i)
		var k *Class
		if resolve {
			if k = t.loadClass(cls); k == nil {
				return nothing
			}
		} else if k = t.vm.loader.Loaded(cls); k == nil {
			return nothing
		}
		if !method {
			f := lookupField(k, name, desc)
			if f == nil {
				t.ThrowNew("java/lang/RuntimeException", "Unable to look up field in target class")
				return nothing
			}
			for j, g := range f.Class.Fields {
				if g == f {
					fc := t.vm.must("java/lang/reflect/Field")
					return t.initThen(fc, func() Value { return Ref(t.newFieldObject(f.Class, j)) })
				}
			}
		}
		for j, m := range k.Methods {
			if m.Name == name && m.Desc == desc {
				if m.Name == "<init>" && !m.IsStatic() {
					cc := t.vm.must("java/lang/reflect/Constructor")
					return t.initThen(cc, func() Value { return Ref(t.newConstructorObject(k, j)) })
				}
				mc := t.vm.must("java/lang/reflect/Method")
				return t.initThen(mc, func() Value { return Ref(t.newMethodObject(k, j)) })
			}
		}
		t.ThrowNew("java/lang/RuntimeException", "Unable to look up method in target class")
		return nothing
	}
	register("jdk/internal/reflect/ConstantPool", map[string]Native{
		"getSize0(Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			if c := ClassOf(a[1].R); c != nil && c.File != nil {
				return Int(int32(len(c.File.Pool)))
			}
			return Int(0)
		},
		"getTagAt0" + sig + "B": func(t *Thread, a []Value) Value {
			c, i, ok := index(t, a)
			if !ok {
				return nothing
			}
			return Int(int32(int8(c.File.Pool[i].Tag)))
		},
		"getClassAt0" + sig + "Ljava/lang/Class;": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			if k := t.loadClass(pool.ClassName(i)); k != nil {
				return Ref(t.vm.Mirror(k))
			}
			return nothing
		}, classfile.TagClass),
		"getClassAtIfLoaded0" + sig + "Ljava/lang/Class;": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			if k := t.vm.loader.Loaded(pool.ClassName(i)); k != nil {
				return Ref(t.vm.Mirror(k))
			}
			return nothing
		}, classfile.TagClass),
		"getClassRefIndexAt0" + sig + "I": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			return Int(int32(pool[i].A))
		}, memberRefs...),
		"getNameAndTypeRefIndexAt0" + sig + "I": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			return Int(int32(pool[i].B))
		}, classfile.TagFieldref, classfile.TagMethodref, classfile.TagInterfaceMethodref, classfile.TagInvokeDynamic, classfile.TagDynamic),
		"getNameAndTypeRefInfoAt0" + sig + "[Ljava/lang/String;": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			name, desc := pool.NameAndType(i)
			return Ref(t.vm.stringArray([]string{name, desc}))
		}, classfile.TagNameAndType),
		"getMemberRefInfoAt0" + sig + "[Ljava/lang/String;": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			cls, name, desc := pool.MemberRef(i)
			return Ref(t.vm.stringArray([]string{cls, name, desc}))
		}, memberRefs...),
		"getMethodAt0" + sig + "Ljava/lang/reflect/Member;":         func(t *Thread, a []Value) Value { return member(t, a, true, true) },
		"getMethodAtIfLoaded0" + sig + "Ljava/lang/reflect/Member;": func(t *Thread, a []Value) Value { return member(t, a, false, true) },
		"getFieldAt0" + sig + "Ljava/lang/reflect/Field;":           func(t *Thread, a []Value) Value { return member(t, a, true, false) },
		"getFieldAtIfLoaded0" + sig + "Ljava/lang/reflect/Field;":   func(t *Thread, a []Value) Value { return member(t, a, false, false) },
		"getIntAt0" + sig + "I": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			return Int(pool.Int(i))
		}, classfile.TagInteger),
		"getLongAt0" + sig + "J": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			return Long(pool.Long(i))
		}, classfile.TagLong),
		"getFloatAt0" + sig + "F": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			return Float(pool.Float(i))
		}, classfile.TagFloat),
		"getDoubleAt0" + sig + "D": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			return Double(pool.Double(i))
		}, classfile.TagDouble),
		"getStringAt0" + sig + "Ljava/lang/String;": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			return Ref(t.vm.Intern(pool.StringValue(i)))
		}, classfile.TagString),
		"getUTF8At0" + sig + "Ljava/lang/String;": at(func(t *Thread, pool classfile.Pool, i uint16) Value {
			return Ref(t.vm.NewString(pool.Utf8(i)))
		}, classfile.TagUtf8),
	})
}

// classConstantPool is JVM_GetClassConstantPool: a ConstantPool whose
// constantPoolOop is the class itself.
func classConstantPool(t *Thread, a []Value) Value {
	mirror := a[0].R
	c := ClassOf(mirror)
	if c.Primitive || c.IsArray() {
		return nothing
	}
	cp := t.vm.must("jdk/internal/reflect/ConstantPool")
	return t.initThen(cp, func() Value {
		o := t.vm.NewObject(cp)
		setFieldNamed(o, "constantPoolOop", Ref(mirror))
		return Ref(o)
	})
}
