import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Runs javac over and over in one JVM, for the compile server of
 * javatool (compileserver.go): the JVM starts once and javac's code is
 * compiled by the JIT once, where a javac process a program pays both.
 *
 * A request on stdin is a line with the number of arguments, then one
 * argument a line. The answer on stdout is a line "exitCode length", then
 * length bytes of javac's diagnostics (UTF-8). End of input ends it.
 */
public final class JavacServer {
    public static void main(String[] ignored) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        OutputStream out = System.out;
        for (String line; (line = in.readLine()) != null; ) {
            String[] args = new String[Integer.parseInt(line.trim())];
            for (int i = 0; i < args.length; i++) {
                args[i] = in.readLine();
            }
            ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
            int code;
            try (PrintStream ps = new PrintStream(diagnostics, true, StandardCharsets.UTF_8)) {
                try {
                    code = javac.run(null, ps, ps, args);
                } catch (RuntimeException | Error e) {
                    e.printStackTrace(ps);
                    code = 4;
                }
            }
            byte[] text = diagnostics.toByteArray();
            out.write((code + " " + text.length + "\n").getBytes(StandardCharsets.UTF_8));
            out.write(text);
            out.flush();
        }
    }
}
