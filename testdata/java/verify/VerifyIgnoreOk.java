// EXPECT: ok
// MODES: all
// A divisor chosen from -2..2 would divide by zero once; Verify.ignoreIf
// prunes that execution, and the other four divide exactly.
import gov.nasa.jpf.vm.Verify;

public class VerifyIgnoreOk {
    public static void main(String[] args) {
        int divisor = Verify.getInt(-2, 2);
        Verify.ignoreIf(divisor == 0);
        int quotient = 12 / divisor;
        assert quotient * divisor == 12 : "12 / " + divisor + " = " + quotient;
        System.out.println("12 / " + divisor + " = " + quotient);
    }
}
