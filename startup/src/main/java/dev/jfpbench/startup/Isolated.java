package dev.jfpbench.startup;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;

/**
 * Prepares start-up inputs in a class loader of their own, thrown away after: whatever preparing them loads
 * (Jackson, when the vector dataset has to be generated first) is not loaded in the benchmark's own loader,
 * so the measured first use still starts from nothing.
 */
final class Isolated {
    private Isolated() {
    }

    /** What a static method returns, its class loaded afresh from the class path in a loader of its own. */
    static byte[] call(String className, String method, String argument) {
        String[] entries = System.getProperty("java.class.path").split(File.pathSeparator);
        URL[] urls = new URL[entries.length];
        try {
            for (int i = 0; i < entries.length; i++) {
                urls[i] = Paths.get(entries[i]).toUri().toURL();
            }
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        try (URLClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
            Class<?> type = Class.forName(className, true, loader);
            Object result = argument == null ? type.getMethod(method).invoke(null) : type.getMethod(method, String.class).invoke(null, argument);
            return (byte[]) result;
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause; // e.g. a DatasetException: its one-line message
            }
            throw new IllegalStateException(cause);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot prepare start-up input with " + className + "." + method + ": " + e, e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
