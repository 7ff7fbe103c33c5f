// EXPECT: assertion
// A price picked by Verify.getDoubleFromList is added up as many times as
// a quantity from Verify.getIntFromList says, and compared with the
// product: exact for 0.5 and 0.25, but ten times 0.1 is not 1.0 in
// binary floating point. (java's stand-in picks 2 and 0.5.)
import gov.nasa.jpf.vm.Verify;

public class VerifyPriceList {
    public static void main(String[] args) {
        int quantity = Verify.getIntFromList(2, 10);
        double price = Verify.getDoubleFromList(0.5, 0.25, 0.1);
        double total = 0;
        for (int i = 0; i < quantity; i++) {
            total += price;
        }
        assert total == quantity * price : quantity + " x " + price + " added up to " + total;
        System.out.println(quantity + " x " + price + " = " + total);
    }
}
