package classfile

import "fmt"

// maxElementDepth bounds the nesting of annotation element values, so that
// a hostile class file cannot exhaust the Go stack.
const maxElementDepth = 64

func (p *parser) annotationsAttribute(a *Annotations, name string, b *reader) error {
	anns, err := p.parseAnnotations(b)
	if err != nil {
		return err
	}
	if name == "RuntimeVisibleAnnotations" {
		a.Visible, a.RawVisible = anns, b.data
	} else {
		a.Invisible, a.RawInvisible = anns, b.data
	}
	return nil
}

func (p *parser) parseAnnotations(b *reader) ([]Annotation, error) {
	n := int(b.u2())
	var anns []Annotation
	for i := 0; i < n && b.err == nil; i++ {
		a, err := p.parseAnnotation(b, 0)
		if err != nil {
			return nil, err
		}
		anns = append(anns, *a)
	}
	return anns, b.err
}

func (p *parser) parseAnnotation(b *reader, depth int) (*Annotation, error) {
	t, err := p.readUtf8(b, "annotation type")
	if err != nil {
		return nil, err
	}
	if !ValidFieldDescriptor(t) || t[0] != 'L' {
		return nil, fmt.Errorf("invalid annotation type %q", t)
	}
	a := &Annotation{Type: t}
	n := int(b.u2())
	for i := 0; i < n && b.err == nil; i++ {
		name, err := p.readUtf8(b, "annotation element name")
		if err != nil {
			return nil, err
		}
		v, err := p.parseElementValue(b, depth+1)
		if err != nil {
			return nil, err
		}
		a.Elements = append(a.Elements, ElementValuePair{Name: name, Value: v})
	}
	return a, b.err
}

func (p *parser) parseElementValue(b *reader, depth int) (ElementValue, error) {
	if depth > maxElementDepth {
		return ElementValue{}, fmt.Errorf("annotation values nested deeper than %d", maxElementDepth)
	}
	v := ElementValue{Tag: b.u1()}
	if b.err != nil {
		return v, b.err
	}
	var err error
	switch v.Tag {
	case 'B', 'C', 'I', 'S', 'Z', 'D', 'F', 'J', 's':
		v.Const = b.u2()
		if b.err == nil && (v.Const == 0 || int(v.Const) >= len(p.cf.Pool) || p.cf.Pool[v.Const].Tag != elementConstTag(v.Tag)) {
			return v, fmt.Errorf("annotation value of kind %c refers to #%d", v.Tag, v.Const)
		}
	case 'e':
		if v.EnumType, err = p.readUtf8(b, "enum type"); err != nil {
			return v, err
		}
		if !ValidFieldDescriptor(v.EnumType) || v.EnumType[0] != 'L' {
			return v, fmt.Errorf("invalid enum type %q in annotation", v.EnumType)
		}
		v.EnumName, err = p.readUtf8(b, "enum constant")
	case 'c':
		v.Class, err = p.readUtf8(b, "annotation class value")
		if err == nil && v.Class != "V" && !ValidFieldDescriptor(v.Class) {
			return v, fmt.Errorf("invalid class %q in annotation", v.Class)
		}
	case '@':
		v.Annotation, err = p.parseAnnotation(b, depth)
	case '[':
		n := int(b.u2())
		for i := 0; i < n && b.err == nil && err == nil; i++ {
			var e ElementValue
			e, err = p.parseElementValue(b, depth+1)
			v.Array = append(v.Array, e)
		}
	default:
		return v, fmt.Errorf("invalid annotation element tag %q", v.Tag)
	}
	if err == nil {
		err = b.err
	}
	return v, err
}

// elementConstTag is the kind of constant an element value of the given
// tag refers to.
func elementConstTag(tag byte) Tag {
	switch tag {
	case 'D':
		return TagDouble
	case 'F':
		return TagFloat
	case 'J':
		return TagLong
	case 's':
		return TagUtf8
	}
	return TagInteger
}
