package fdlibm

import "math"

const (
	pio2Hi = 0x1.921fb54442d18p0
	pio2Lo = 0x1.1a62633145c07p-54
	pio4Hi = 0x1.921fb54442d18p-1
	// Coefficients of the rational R(x^2) ~ (asin(x)-x)/x^3.
	pS0 = 0x1.5555555555555p-3
	pS1 = -0x1.4d61203eb6f7dp-2
	pS2 = 0x1.9c1550e884455p-3
	pS3 = -0x1.48228b5688f3bp-5
	pS4 = 0x1.9efe07501b288p-11
	pS5 = 0x1.23de10dfdf709p-15
	qS1 = -0x1.33a271c8a2d4bp1
	qS2 = 0x1.02ae59c598ac8p1
	qS3 = -0x1.6066c1b8d0159p-1
	qS4 = 0x1.3b8c5b12e9282p-4
)

// asinP and asinQ are the numerator and denominator of R(t).
func asinP(t float64) float64 {
	return float64(t * (pS0 + float64(t*(pS1+float64(t*(pS2+float64(t*(pS3+float64(t*(pS4+float64(t*pS5)))))))))))
}

func asinQ(t float64) float64 {
	return 1 + float64(t*(qS1+float64(t*(qS2+float64(t*(qS3+float64(t*qS4)))))))
}

// Asin is fdlibm's e_asin.c: x + x*x^2*R(x^2) for |x| < 0.5; above,
// pi/2 - 2*asin(sqrt((1-|x|)/2)), with the square root split into a
// 32-bit head and a correction below 0.975.
func Asin(x float64) float64 {
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix >= 0x3ff00000 { // |x| >= 1
		if (ix-0x3ff00000)|int32(lo(x)) == 0 { // asin(+-1) = +-pi/2
			return float64(x*pio2Hi) + float64(x*pio2Lo)
		}
		return (x - x) / (x - x) // NaN
	}
	if ix < 0x3fe00000 { // |x| < 0.5
		var t float64
		if ix < 0x3e400000 { // |x| < 2^-27: huge+x > 1, return x
			return x
		}
		t = float64(x * x)
		w := asinP(t) / asinQ(t)
		return x + float64(x*w)
	}
	// 0.5 <= |x| < 1
	w := 1 - math.Abs(x)
	t := float64(w * 0.5)
	p := asinP(t)
	q := asinQ(t)
	s := math.Sqrt(t)
	if ix >= 0x3fef3333 { // |x| > 0.975
		w = p / q
		t = pio2Hi - (float64(2.0*(s+float64(s*w))) - pio2Lo)
	} else {
		w = withLo(s, 0)
		c := (t - float64(w*w)) / (s + w)
		r := p / q
		p = float64(float64(2.0*s)*r) - (pio2Lo - float64(2.0*c))
		q = pio4Hi - float64(2.0*w)
		t = pio4Hi - (p - q)
	}
	if hx > 0 {
		return t
	}
	return -t
}

// Acos is fdlibm's e_acos.c: pi/2 - (x + x*x^2*R(x^2)) for |x| < 0.5,
// pi - 2*asin(sqrt((1+x)/2)) below -0.5 and 2*asin(sqrt((1-x)/2)) above
// 0.5, the square root again split into head and correction.
func Acos(x float64) float64 {
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix >= 0x3ff00000 { // |x| >= 1
		if (ix-0x3ff00000)|int32(lo(x)) == 0 {
			if hx > 0 { // acos(1) = 0
				return 0
			}
			return pi + float64(2.0*pio2Lo) // acos(-1) = pi
		}
		return (x - x) / (x - x) // NaN
	}
	if ix < 0x3fe00000 { // |x| < 0.5
		if ix <= 0x3c600000 { // |x| < 2^-57
			return pio2Hi + pio2Lo
		}
		z := float64(x * x)
		r := asinP(z) / asinQ(z)
		return pio2Hi - (x - (pio2Lo - float64(x*r)))
	}
	if hx < 0 { // x < -0.5
		z := float64((1 + x) * 0.5)
		p := asinP(z)
		q := asinQ(z)
		s := math.Sqrt(z)
		r := p / q
		w := float64(r*s) - pio2Lo
		return pi - float64(2.0*(s+w))
	}
	// x > 0.5
	z := float64((1 - x) * 0.5)
	s := math.Sqrt(z)
	df := withLo(s, 0)
	c := (z - float64(df*df)) / (s + df)
	p := asinP(z)
	q := asinQ(z)
	r := p / q
	w := float64(r*s) + c
	return float64(2.0 * (df + w))
}

// atan(0.5), atan(1), atan(1.5) and atan(inf) = pi/2, each in a high and
// a low part, and the coefficients of atan's polynomial.
var (
	atanHi = [4]float64{
		0x1.dac670561bb4fp-2,
		0x1.921fb54442d18p-1,
		0x1.f730bd281f69bp-1,
		0x1.921fb54442d18p0,
	}
	atanLo = [4]float64{
		0x1.a2b7f222f65e2p-56,
		0x1.1a62633145c07p-55,
		0x1.007887af0cbbdp-56,
		0x1.1a62633145c07p-54,
	}
	aT = [11]float64{
		0x1.555555555550dp-2,
		-0x1.999999998ebc4p-3,
		0x1.24924920083ffp-3,
		-0x1.c71c6fe231671p-4,
		0x1.745cdc54c206ep-4,
		-0x1.3b0f2af749a6dp-4,
		0x1.10d66a0d03d51p-4,
		-0x1.dde2d52defd9ap-5,
		0x1.97b4b24760debp-5,
		-0x1.2b4442c6a6c2fp-5,
		0x1.0ad3ae322da11p-6,
	}
)

// Atan is fdlibm's s_atan.c: |x| is reduced to [0, 7/16] through
// atan(x) = atan(c) + atan((x-c)/(1+x*c)) for c = 1/2, 1, 3/2 or infinity,
// then an odd polynomial of degree 23.
func Atan(x float64) float64 {
	hx := hi(x)
	ix := hx & 0x7fffffff
	var id int
	if ix >= 0x44100000 { // |x| >= 2^66
		if ix > 0x7ff00000 || (ix == 0x7ff00000 && lo(x) != 0) {
			return x + x // NaN
		}
		if hx > 0 {
			return atanHi[3] + atanLo[3]
		}
		return -atanHi[3] - atanLo[3]
	}
	if ix < 0x3fdc0000 { // |x| < 0.4375
		if ix < 0x3e200000 { // |x| < 2^-29: huge+x > 1, return x
			return x
		}
		id = -1
	} else {
		x = math.Abs(x)
		switch {
		case ix < 0x3fe60000: // 7/16 <= |x| < 11/16
			id = 0
			x = (float64(2.0*x) - 1) / (2 + x)
		case ix < 0x3ff30000: // 11/16 <= |x| < 19/16
			id = 1
			x = (x - 1) / (x + 1)
		case ix < 0x40038000: // |x| < 2.4375
			id = 2
			x = (x - 1.5) / (1 + float64(1.5*x))
		default: // 2.4375 <= |x| < 2^66
			id = 3
			x = -1 / x
		}
	}
	z := float64(x * x)
	w := float64(z * z)
	// The odd and the even terms of sum aT[i]*z^(i+1).
	s1 := float64(z * (aT[0] + float64(w*(aT[2]+float64(w*(aT[4]+float64(w*(aT[6]+float64(w*(aT[8]+float64(w*aT[10])))))))))))
	s2 := float64(w * (aT[1] + float64(w*(aT[3]+float64(w*(aT[5]+float64(w*(aT[7]+float64(w*aT[9])))))))))
	if id < 0 {
		return x - float64(x*(s1+s2))
	}
	z = atanHi[id] - ((float64(x*(s1+s2)) - atanLo[id]) - x)
	if hx < 0 {
		return -z
	}
	return z
}

const (
	// pi is Math.PI, pi rounded to a double (math.Pi, an untyped constant,
	// is more precise, and constant arithmetic with it is exact).
	pi   float64 = 0x1.921fb54442d18p1
	piO4         = 0x1.921fb54442d18p-1
	piO2         = 0x1.921fb54442d18p0
	piLo         = 0x1.1a62633145c07p-53
)

// Atan2 is fdlibm's e_atan2.c: atan(|y/x|) placed in the quadrant of
// (x, y), with the special cases of zeros and infinities.
func Atan2(y, x float64) float64 {
	hx := hi(x)
	ix := hx & 0x7fffffff
	lx := lo(x)
	hy := hi(y)
	iy := hy & 0x7fffffff
	ly := lo(y)
	if math.IsNaN(x) || math.IsNaN(y) {
		return x + y
	}
	if hx == 0x3ff00000 && lx == 0 { // x = 1
		return Atan(y)
	}
	m := (hy>>31)&1 | (hx>>30)&2 // 2*sign(x) + sign(y)

	if iy == 0 && ly == 0 { // y = 0
		switch m {
		case 0, 1:
			return y // atan(+-0, +anything) = +-0
		case 2:
			return pi + tiny // atan(+0, -anything) = pi
		default:
			return -pi - tiny // atan(-0, -anything) = -pi
		}
	}
	if ix == 0 && lx == 0 { // x = 0
		if hy < 0 {
			return -piO2 - tiny
		}
		return piO2 + tiny
	}
	if ix == 0x7ff00000 { // x is infinite
		if iy == 0x7ff00000 {
			switch m {
			case 0:
				return piO4 + tiny
			case 1:
				return -piO4 - tiny
			case 2:
				return float64(3.0*piO4) + tiny
			default:
				return float64(-3.0*piO4) - tiny
			}
		}
		switch m {
		case 0:
			return 0
		case 1:
			return math.Copysign(0, -1)
		case 2:
			return pi + tiny
		default:
			return -pi - tiny
		}
	}
	if iy == 0x7ff00000 { // y is infinite
		if hy < 0 {
			return -piO2 - tiny
		}
		return piO2 + tiny
	}

	var z float64
	k := (iy - ix) >> 20
	switch {
	case k > 60: // |y/x| > 2^60
		z = piO2 + float64(0.5*piLo)
	case hx < 0 && k < -60: // |y|/x < -2^60
		z = 0
	default:
		z = Atan(math.Abs(y / x))
	}
	switch m {
	case 0:
		return z // atan(+, +)
	case 1:
		return -z // atan(-, +)
	case 2:
		return pi - (z - piLo) // atan(+, -)
	default:
		return (z - piLo) - pi // atan(-, -)
	}
}
