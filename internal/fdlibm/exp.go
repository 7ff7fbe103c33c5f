package fdlibm

import "math"

const (
	oThreshold = 0x1.62e42fefa39efp9  // above, exp overflows
	uThreshold = -0x1.74910d52d3051p9 // below, exp underflows to 0
	twom1000   = 0x1p-1000
	ln2Hi      = 0x1.62e42feep-1 // ln2's leading bits: k*ln2Hi is exact
	ln2Lo      = 0x1.a39ef35793c76p-33
	invln2     = 0x1.71547652b82fep0
	// Coefficients of exp's polynomial.
	expP1 = 0x1.555555555553ep-3
	expP2 = -0x1.6c16c16bebd93p-9
	expP3 = 0x1.1566aaf25de2cp-14
	expP4 = -0x1.bbd41c5d26bf1p-20
	expP5 = 0x1.6376972bea4d0p-25
)

var (
	expLn2Lo = [2]float64{ln2Lo, -ln2Lo}
	expHalf  = [2]float64{0.5, -0.5}
)

// Exp is fdlibm's e_exp.c (StrictMath.exp, in Java in the class library,
// and what Sinh and Cosh build on): x = k*ln2 + r with |r| <= ln2/2, then
// exp(r) = 1 + r + r*R1(r)/(2 - R1(r)), scaled by 2^k.
func Exp(x float64) float64 {
	hx := hi(x)
	xsb := (hx >> 31) & 1 // sign of x
	hx &= 0x7fffffff
	if hx >= 0x40862e42 { // |x| >= 709.78...
		if hx >= 0x7ff00000 {
			if (hx&0xfffff)|int32(lo(x)) != 0 {
				return x + x // NaN
			}
			if xsb == 0 { // exp(+inf) = inf, exp(-inf) = 0
				return x
			}
			return 0
		}
		if x > oThreshold {
			return math.Inf(1)
		}
		if x < uThreshold {
			return 0
		}
	}

	var hiPart, loPart float64
	var k int32
	switch {
	case hx > 0x3fd62e42: // |x| > ln2/2
		if hx < 0x3ff0a2b2 { // and |x| < 1.5*ln2
			hiPart = x - float64(ln2Hi*float64(1-2*xsb))
			loPart = expLn2Lo[xsb]
			k = 1 - xsb - xsb
		} else {
			k = int32(float64(invln2*x) + expHalf[xsb])
			t := float64(k)
			hiPart = x - float64(t*ln2Hi)
			loPart = float64(t * expLn2Lo[0])
		}
		x = hiPart - loPart
	case hx < 0x3e300000: // |x| < 2^-28
		return 1 + x
	}

	t := float64(x * x)
	c := x - float64(t*(expP1+float64(t*(expP2+float64(t*(expP3+float64(t*(expP4+float64(t*expP5)))))))))
	if k == 0 {
		return 1 - (float64(x*c)/(c-2.0) - x)
	}
	y := 1 - ((loPart - float64(x*c)/(2.0-c)) - hiPart)
	if k >= -1021 {
		return withHi(y, hi(y)+k<<20) // y*2^k
	}
	return float64(withHi(y, hi(y)+(k+1000)<<20) * twom1000)
}

// Scaled coefficients of expm1's polynomial.
const (
	em1Q1 = -0x1.11111111110f4p-5
	em1Q2 = 0x1.a01a019fe5585p-10
	em1Q3 = -0x1.4ce199eaadbb7p-14
	em1Q4 = 0x1.0cfca86e65239p-18
	em1Q5 = -0x1.afdb76e09c32dp-23
)

// Expm1 is fdlibm's s_expm1.c: x = k*ln2 + r + c (c the rounding error of
// r), expm1(r) from a rational approximation, and 2^k*(expm1(r)+1) - 1
// or 2^k*(expm1(r) + (1 - 2^-k)) as k demands.
func Expm1(x float64) float64 {
	hx := hi(x)
	xsb := hx & math.MinInt32 // sign of x
	hx &= 0x7fffffff

	if hx >= 0x4043687a { // |x| >= 56*ln2
		if hx >= 0x40862e42 { // |x| >= 709.78...
			if hx >= 0x7ff00000 {
				if (hx&0xfffff)|int32(lo(x)) != 0 {
					return x + x // NaN
				}
				if xsb == 0 { // expm1(+inf) = inf, expm1(-inf) = -1
					return x
				}
				return -1
			}
			if x > oThreshold {
				return math.Inf(1)
			}
		}
		if xsb != 0 { // x < -56*ln2: -1
			return tiny - 1
		}
	}

	var k int32
	var c float64
	switch {
	case hx > 0x3fd62e42: // |x| > ln2/2
		var hiPart, loPart float64
		if hx < 0x3ff0a2b2 { // and |x| < 1.5*ln2
			if xsb == 0 {
				hiPart, loPart, k = x-ln2Hi, ln2Lo, 1
			} else {
				hiPart, loPart, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			half := 0.5
			if xsb != 0 {
				half = -0.5
			}
			k = int32(float64(invln2*x) + half)
			t := float64(k)
			hiPart = x - float64(t*ln2Hi) // exact
			loPart = float64(t * ln2Lo)
		}
		x = hiPart - loPart
		c = (hiPart - x) - loPart
	case hx < 0x3c900000: // |x| < 2^-54: x
		t := huge + x
		return x - (t - (huge + x))
	}

	// x is now in the primary range.
	hfx := float64(0.5 * x)
	hxs := float64(x * hfx)
	r1 := 1 + float64(hxs*(em1Q1+float64(hxs*(em1Q2+float64(hxs*(em1Q3+float64(hxs*(em1Q4+float64(hxs*em1Q5)))))))))
	t := 3 - float64(r1*hfx)
	e := float64(hxs * ((r1 - t) / (6.0 - float64(x*t))))
	if k == 0 {
		return x - (float64(x*e) - hxs) // c is 0
	}
	e = float64(x*(e-c)) - c
	e -= hxs
	switch {
	case k == -1:
		return float64(0.5*(x-e)) - 0.5
	case k == 1:
		if x < -0.25 {
			return float64(-2.0 * (e - (x + 0.5)))
		}
		return 1 + float64(2.0*(x-e))
	case k <= -2 || k > 56: // exp(x) - 1 suffices
		y := 1 - (e - x)
		y = withHi(y, hi(y)+k<<20) // y*2^k
		return y - 1
	case k < 20:
		t := fromWords(0x3ff00000-(0x200000>>k), 0) // 1 - 2^-k
		y := t - (e - x)
		return withHi(y, hi(y)+k<<20)
	default:
		t := fromWords((0x3ff-k)<<20, 0) // 2^-k
		y := x - (e + t)
		y += 1
		return withHi(y, hi(y)+k<<20)
	}
}

const shuge = 1.0e307

// Sinh is fdlibm's e_sinh.c: sign(x)*(E + E/(E+1))/2 with E = expm1(|x|)
// below 22, exp(|x|)/2 up to ln(MAX_VALUE), exp(|x|/2)/2*exp(|x|/2) up to
// the overflow threshold.
func Sinh(x float64) float64 {
	jx := hi(x)
	ix := jx & 0x7fffffff
	if ix >= 0x7ff00000 { // Inf or NaN
		return x + x
	}
	h := 0.5
	if jx < 0 {
		h = -h
	}
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3e300000 { // |x| < 2^-28: shuge+x > 1, x
			return x
		}
		t := Expm1(math.Abs(x))
		if ix < 0x3ff00000 {
			return float64(h * (float64(2.0*t) - float64(t*t)/(t+1)))
		}
		return float64(h * (t + t/(t+1)))
	}
	if ix < 0x40862e42 { // |x| < ln(MAX_VALUE)
		return float64(h * Exp(math.Abs(x)))
	}
	if lx := lo(x); ix < 0x408633ce || ix == 0x408633ce && lx <= 0x8fb9f87d { // below the overflow threshold
		w := Exp(float64(0.5 * math.Abs(x)))
		t := float64(h * w)
		return float64(t * w)
	}
	return float64(x * shuge) // overflow
}

// Cosh is fdlibm's e_cosh.c: 1 + expm1(|x|)^2/(2*exp(|x|)) below ln2/2,
// (exp(|x|) + 1/exp(|x|))/2 below 22, exp(|x|)/2 up to ln(MAX_VALUE),
// exp(|x|/2)/2*exp(|x|/2) up to the overflow threshold.
func Cosh(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	if ix >= 0x7ff00000 { // Inf or NaN
		return float64(x * x)
	}
	if ix < 0x3fd62e43 { // |x| < ln2/2
		t := Expm1(math.Abs(x))
		w := 1 + t
		if ix < 0x3c800000 { // cosh(tiny) = 1
			return w
		}
		return 1 + float64(t*t)/(w+w)
	}
	if ix < 0x40360000 { // |x| < 22
		t := Exp(math.Abs(x))
		return float64(0.5*t) + 0.5/t
	}
	if ix < 0x40862e42 { // |x| < ln(MAX_VALUE)
		return float64(0.5 * Exp(math.Abs(x)))
	}
	if lx := lo(x); ix < 0x408633ce || ix == 0x408633ce && lx <= 0x8fb9f87d {
		w := Exp(float64(0.5 * math.Abs(x)))
		t := float64(0.5 * w)
		return float64(t * w)
	}
	return math.Inf(1) // overflow
}

// Tanh is fdlibm's s_tanh.c: -t/(t+2) with t = expm1(-2|x|) below 1,
// 1 - 2/(t+2) with t = expm1(2|x|) below 22, and +-1 above.
func Tanh(x float64) float64 {
	jx := hi(x)
	ix := jx & 0x7fffffff
	if ix >= 0x7ff00000 { // Inf or NaN
		if jx >= 0 {
			return 1/x + 1 // tanh(+inf) = 1
		}
		return 1/x - 1 // tanh(-inf) = -1
	}
	var z float64
	switch {
	case ix < 0x3c800000: // |x| < 2^-55
		return float64(x * (1 + x))
	case ix >= 0x40360000: // |x| >= 22
		z = 1 - tiny
	case ix >= 0x3ff00000: // |x| >= 1
		t := Expm1(float64(2.0 * math.Abs(x)))
		z = 1 - 2.0/(t+2.0)
	default:
		t := Expm1(float64(-2.0 * math.Abs(x)))
		z = -t / (t + 2.0)
	}
	if jx >= 0 {
		return z
	}
	return -z
}
