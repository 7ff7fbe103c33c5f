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
	t, err := p.utf8(b.u2(), "annotation type")
	if err != nil {
		return nil, err
	}
	a := &Annotation{Type: t}
	n := int(b.u2())
	for i := 0; i < n && b.err == nil; i++ {
		name, err := p.utf8(b.u2(), "annotation element name")
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
	want := map[byte]Tag{'B': TagInteger, 'C': TagInteger, 'I': TagInteger, 'S': TagInteger, 'Z': TagInteger,
		'D': TagDouble, 'F': TagFloat, 'J': TagLong, 's': TagUtf8}
	var err error
	switch v.Tag {
	case 'B', 'C', 'I', 'S', 'Z', 'D', 'F', 'J', 's':
		v.Const = b.u2()
		if b.err == nil && (v.Const == 0 || int(v.Const) >= len(p.cf.Pool) || p.cf.Pool[v.Const].Tag != want[v.Tag]) {
			return v, fmt.Errorf("annotation value of kind %c refers to #%d", v.Tag, v.Const)
		}
	case 'e':
		if v.EnumType, err = p.utf8(b.u2(), "enum type"); err != nil {
			return v, err
		}
		v.EnumName, err = p.utf8(b.u2(), "enum constant")
	case 'c':
		v.Class, err = p.utf8(b.u2(), "annotation class value")
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
