// EXPECT: ok
// COMPARE: java
// Class inheritance: super constructor/method calls, abstract classes, field hiding vs method overriding,
// a constructor calling an overridable method (sees the subclass field's default value), protected access, final methods.
abstract class Animal {
    protected String name;
    String kind = "animal";
    static int created;

    Animal(String name) {
        this.name = name;
        created++;
        System.out.println("Animal(" + name + ") describe=" + describe());
    }

    abstract String sound();

    String describe() {
        return name + " says " + sound();
    }

    final String tag() {
        return "[" + getClass().getSimpleName() + ":" + name + "]";
    }

    static String category() {
        return "Animal.category";
    }
}

class Dog extends Animal {
    String kind = "dog";           // hides Animal.kind
    private String trick = "sit";  // not yet assigned when Animal() runs

    Dog(String name) {
        super(name);
        System.out.println("Dog(" + name + ") trick=" + trick);
    }

    @Override
    String sound() {
        return "woof (trick=" + trick + ")";
    }

    static String category() {
        return "Dog.category";
    }
}

class Puppy extends Dog {
    Puppy(String name) {
        super(name + " jr");
    }

    @Override
    String sound() {
        return "yip+" + super.sound();
    }

    @Override
    String describe() {
        return "puppy " + super.describe();
    }
}

class Cat extends Animal {
    private final int lives;

    Cat(String name, int lives) {
        super(name);
        this.lives = lives;
    }

    Cat(String name) {
        this(name, 9);
        System.out.println("Cat(" + name + ") delegated, lives=" + lives);
    }

    @Override
    String sound() {
        return "meow x" + lives;
    }
}

public class Inheritance {
    public static void main(String[] args) {
        Animal[] zoo = {new Dog("Rex"), new Cat("Tom"), new Puppy("Bo")};
        System.out.println("created=" + Animal.created);
        for (Animal a : zoo) {
            System.out.println(a.tag() + " " + a.describe() + " kind(static type Animal)=" + a.kind);
        }
        Dog d = (Dog) zoo[0];
        Animal asAnimal = d;
        System.out.println("d.kind=" + d.kind + " ((Animal)d).kind=" + asAnimal.kind + " super field via cast=" + ((Animal) d).kind);
        System.out.println("static methods are hidden not overridden: " + Animal.category() + " " + Dog.category());
        System.out.println("instanceof: " + (zoo[2] instanceof Dog) + " " + (zoo[2] instanceof Puppy) + " " + (zoo[1] instanceof Dog));
        System.out.println("class names: " + zoo[2].getClass().getName() + " super=" + zoo[2].getClass().getSuperclass().getSimpleName());
        Object o = zoo[1];
        if (o instanceof Animal an && an.name.startsWith("T")) {
            System.out.println("pattern matched " + an.name);
        }
    }
}
