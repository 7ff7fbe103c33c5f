import java.lang.classfile.ClassFile;
import java.lang.classfile.Label;
import java.lang.constant.ClassDesc;
import java.lang.constant.DynamicConstantDesc;
import java.lang.constant.DirectMethodHandleDesc;
import java.lang.constant.DynamicCallSiteDesc;
import java.lang.constant.MethodHandleDesc;
import java.lang.constant.MethodTypeDesc;
import java.nio.file.Files;
import java.nio.file.Path;

import static java.lang.constant.ConstantDescs.*;

// Generates Handmade.class (class file version 61, no debug information):
// bytecode javac does not emit, to check HotSpot's quirks. Needs JDK 24 or
// later (java.lang.classfile): java Gen.java DIR
public class Gen {
    public static void main(String[] args) throws Exception {
        ClassDesc boot = ClassDesc.of("Boot");
        DirectMethodHandleDesc bsm = MethodHandleDesc.ofMethod(DirectMethodHandleDesc.Kind.STATIC, boot, "nothing",
                MethodTypeDesc.of(CD_CallSite, CD_MethodHandles_Lookup, CD_String, CD_MethodType));
        MethodTypeDesc length = MethodTypeDesc.of(CD_int);
        byte[] bytes = ClassFile.of().build(ClassDesc.of("Handmade"), cb -> {
            cb.withVersion(61, 0);
            cb.withFlags(ClassFile.ACC_PUBLIC | ClassFile.ACC_SUPER);
            // static int indy() { return <invokedynamic returning null>.length(); }
            cb.withMethodBody("indy", MethodTypeDesc.of(CD_int), ClassFile.ACC_PUBLIC | ClassFile.ACC_STATIC, code -> code
                    .invokedynamic(DynamicCallSiteDesc.of(bsm, "get", MethodTypeDesc.of(CD_String)))
                    .invokevirtual(CD_String, "length", length)
                    .ireturn());
            // static int ldcMethodType(String p) { p, null, ldc ()V; pop; -> length() }:
            // HotSpot pushes nothing for the ldc of a MethodType, so it
            // describes p although the receiver is the null.
            cb.withMethodBody("ldcMethodType", MethodTypeDesc.of(CD_int, CD_String), ClassFile.ACC_PUBLIC | ClassFile.ACC_STATIC, code -> code
                    .aload(0)
                    .aconst_null()
                    .ldc(MethodTypeDesc.of(CD_void))
                    .pop()
                    .invokevirtual(CD_String, "length", length)
                    .ireturn());
            // static int condy(String p) { p, ldc <null dynamic constant>; -> length() }:
            // the same for a dynamic constant.
            cb.withMethodBody("condy", MethodTypeDesc.of(CD_int, CD_String), ClassFile.ACC_PUBLIC | ClassFile.ACC_STATIC, code -> code
                    .aload(0)
                    .ldc(DynamicConstantDesc.ofNamed(MethodHandleDesc.ofMethod(DirectMethodHandleDesc.Kind.STATIC, boot, "nil",
                            MethodTypeDesc.of(CD_Object, CD_MethodHandles_Lookup, CD_String, CD_Class)), "nil", CD_String))
                    .invokevirtual(CD_String, "length", length)
                    .ireturn());
            // static int swap(String p) { p, null; swap; dup2; pop; -> null.length() }
            cb.withMethodBody("swap", MethodTypeDesc.of(CD_int, CD_String), ClassFile.ACC_PUBLIC | ClassFile.ACC_STATIC, code -> code
                    .aload(0)
                    .aconst_null()
                    .swap()
                    .dup2()
                    .pop()
                    .invokevirtual(CD_String, "length", length)
                    .ireturn());
            // static String merged(String a, String b, int c): the stack of
            // the second ifne is merged with that of its fall-through
            // successor before it goes to the branch target, so HotSpot no
            // longer knows that a is the receiver of length().
            cb.withMethodBody("merged", MethodTypeDesc.of(CD_String, CD_String, CD_String, CD_int), ClassFile.ACC_PUBLIC | ClassFile.ACC_STATIC, code -> {
                Label second = code.newLabel(), ret = code.newLabel(), call = code.newLabel();
                code.iload(2)
                        .ifne(second)
                        .aload(1)
                        .goto_(ret)
                        .labelBinding(second)
                        .aload(0)
                        .iload(2)
                        .ifne(call)
                        .labelBinding(ret)
                        .areturn()
                        .labelBinding(call)
                        .invokevirtual(CD_String, "length", length)
                        .pop()
                        .aconst_null()
                        .areturn();
            });
        });
        Files.write(Path.of(args[0], "Handmade.class"), bytes);
    }
}
