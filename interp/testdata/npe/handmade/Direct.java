// Prints the messages of the NullPointerExceptions of the Handmade methods
// jcheck cannot run (their call sites and constants have bootstrap methods
// that are not the JDK's), one a line. The Go test compares them with
// npeMessage computed directly on Handmade.class.
public class Direct {
    public static void main(String[] args) {
        try {
            Handmade.indy();
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Handmade.ldcMethodType("x");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Handmade.condy("x");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
    }
}
